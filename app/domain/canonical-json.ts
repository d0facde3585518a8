/**
 * Canonical JSON: one text for one value, whoever writes it. The audit chain (audit-chain.ts)
 * and the content versions (content-version.ts) hash it, so the order in which keys were
 * written never changes a hash and every change of a value does.
 */

/** A value canonical JSON can hold: what audit rows, their details and content snapshots are made of. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/**
 * One text for one value, whoever writes it: object keys sorted by UTF-16 code units (as
 * RFC 8785 does), no whitespace, strings escaped as JSON.stringify escapes them (well-formed:
 * lone surrogates as \u escapes), numbers as JSON.stringify writes them. Refuses what JSON cannot
 * say exactly (undefined, NaN, infinities, functions) rather than dropping it silently.
 */
export function canonicalJson(value: Json): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
      return value ? "true" : "false";
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`canonical JSON has no ${value}`);
      return JSON.stringify(value);
    case "string":
      return JSON.stringify(value);
    case "object": {
      if (Array.isArray(value)) return `[${value.map((v: Json) => canonicalJson(v)).join(",")}]`;
      const object = value as { readonly [key: string]: Json };
      const keys = Object.keys(object).sort();
      return `{${keys
        .map((k) => {
          if (object[k] === undefined) throw new TypeError(`canonical JSON has no undefined (key ${k})`);
          return `${JSON.stringify(k)}:${canonicalJson(object[k])}`;
        })
        .join(",")}}`;
    }
    default:
      throw new TypeError(`canonical JSON has no ${typeof value}`);
  }
}
