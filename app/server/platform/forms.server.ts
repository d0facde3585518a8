import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { MSG } from "../../domain/forms";
import { hasNul } from "../../domain/input";
import { msg } from "../../i18n/msg";

/**
 * Reading request bodies without ever answering 500: a body that is not a form, not JSON, or
 * larger than the server accepts is the client's mistake (400 or 413), never the server's.
 */
export const isTooLarge = (e: unknown) =>
  e instanceof Error &&
  ((e as { code?: string }).code === "BODY_TOO_LARGE" || (e.cause as { code?: string } | undefined)?.code === "BODY_TOO_LARGE");

/**
 * The refusals of a body, in English: the JSON API's dispatcher translates them into the caller's
 * language and names each with its code (app/routes/api/errors.server.ts).
 */
export const BODY_MSG = {
  unreadable: msg("Bad Request: the request body could not be read."),
  notJson: msg("Bad Request: the body is not valid JSON."),
  nul: msg("Bad Request: the body contains a NUL character (U+0000), which no field accepts."),
  tooLarge: msg("Payload Too Large: the request body is over the size limit."),
} as const;

/** Thrown as a Response: pages show their error boundary with the status, the API the JSON. */
const refuse = (status: 400 | 413, error: string) => Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });
const badRequest = (message: string = BODY_MSG.unreadable) => refuse(400, message);
const tooLarge = () => refuse(413, BODY_MSG.tooLarge);

/** The posted form; a malformed or oversized body is thrown as a 400/413 response. */
async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (e) {
    throw isTooLarge(e) ? tooLarge() : badRequest();
  }
}

/** Whether a body's value holds U+0000 in a string or a key (iterative: JSON may nest thousands deep). */
export function holdsNul(value: unknown): boolean {
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (hasNul(v)) return true;
    } else if (v !== null && typeof v === "object") {
      for (const [key, inner] of Object.entries(v)) {
        if (hasNul(key)) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/** The JSON or form body as a plain object, unchecked; throws on a body that is neither. */
async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("application/json")) {
    const text = await request.text();
    if (!text.trim()) return {};
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== "object" || Array.isArray(value)) throw new SyntaxError("not an object");
    return value as Record<string, unknown>;
  }
  if (type.includes("form")) return Object.fromEntries(await request.formData());
  // No body, or one we do not read (the calls without a payload).
  await request.body?.cancel();
  return {};
}

/**
 * The JSON (or form) body of an API call as a plain object; anything else is a 400, and so is
 * U+0000 anywhere in it (app/domain/input.ts: PostgreSQL refuses it in text).
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  let body: Record<string, unknown>;
  try {
    body = await bodyOf(request);
  } catch (e) {
    throw isTooLarge(e) ? tooLarge() : badRequest(BODY_MSG.notJson);
  }
  if (holdsNul(body)) throw badRequest(BODY_MSG.nul);
  return body;
}

/**
 * The forms of the app are flat: every field name is a plain word. Conform reads `a.b` and `a[0]`
 * as paths into nested values, and its reserved `__intent__`/`__state__` as JSON; from a hostile
 * body that is a sparse array of 2^32 slots (`x[4294967294]=1`, minutes of CPU), a stack overflow
 * (a name 4 000 segments deep) or a thrown error. Such entries are left out, as unknown fields are.
 */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/**
 * A field that holds U+0000 is refused as the form's own errors are (400, the message at the
 * field): PostgreSQL refuses the character in text (app/domain/input.ts), and no field means it.
 * The route's schema is not run then, so nothing of the post reaches a query.
 */
const refusingNul = (fields: string[]) =>
  z.any().superRefine((_, ctx) => {
    for (const name of fields) ctx.addIssue({ code: "custom", path: [name], message: MSG.plainText });
  });

/** Reads the posted form and parses it with the route's schema (conform's submission). */
export async function parseForm<Schema extends z.ZodType>(request: Request, schema: Schema) {
  const posted = await readForm(request);
  const form = new FormData();
  const withNul: string[] = [];
  for (const [name, value] of posted) {
    if (!FIELD_NAME.test(name)) continue;
    form.append(name, value);
    if (typeof value === "string" && hasNul(value)) withNul.push(name);
  }
  // (the cast: a refused post has no value, so its type is the route schema's all the same)
  return parseWithZod(form, { schema: withNul.length ? (refusingNul(withNul) as unknown as Schema) : schema });
}
