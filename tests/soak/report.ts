/** What each part of the soak answers, and how it is printed. */
import os from "node:os";

export interface Property {
  /** What must hold. */
  name: string;
  /** What was measured. */
  measured: string;
  /** The limit, as text. */
  limit: string;
  ok: boolean;
}

export interface PartResult {
  part: string;
  ok: boolean;
  properties: Property[];
  /** Figures worth keeping (printed after the table, kept in --json). */
  figures: Record<string, unknown>;
  /** Not run, and why (e.g. a part that has no PostgreSQL counterpart yet). */
  skipped?: string;
}

/** A part that does not run here: passes, and says why in its table and the summary. */
export function skippedPart(part: string, why: string): PartResult {
  return { part, ok: true, skipped: why, properties: [{ name: "skipped", measured: why, limit: "–", ok: true }], figures: {} };
}

export const say = (line = "") => console.log(line);

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

export function table(rows: string[][], header: string[]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  say(line(header));
  say(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) say(line(r));
}

export function printProperties(result: PartResult) {
  say();
  table(
    result.properties.map((p) => [p.name, p.measured, p.limit, p.ok ? "ok" : "FAILED"]),
    [`${result.part}: property`, "measured", "limit", "result"],
  );
}

/** The q-quantile of sorted numbers (nearest rank). */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return quantile(s, 0.5);
}

export const fmt = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits }) : "–";
