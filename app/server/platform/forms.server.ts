import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * Reading request bodies without ever answering 500: a body that is not a form, not JSON, or
 * larger than the server accepts is the client's mistake (400 or 413), never the server's.
 */
const isTooLarge = (e: unknown) =>
  e instanceof Error &&
  ((e as { code?: string }).code === "BODY_TOO_LARGE" || (e.cause as { code?: string } | undefined)?.code === "BODY_TOO_LARGE");

/** Thrown as a Response: pages show their error boundary with the status, the API the JSON. */
const refuse = (status: 400 | 413, error: string) => Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });
const badRequest = (message = "Bad Request: the request body could not be read.") => refuse(400, message);
const tooLarge = () => refuse(413, "Payload Too Large: the request body is over the size limit.");

/** The posted form; a malformed or oversized body is thrown as a 400/413 response. */
async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (e) {
    throw isTooLarge(e) ? tooLarge() : badRequest();
  }
}

/** The JSON (or form) body of an API call as a plain object; anything else is a 400. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("Content-Type") ?? "";
  try {
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
  } catch (e) {
    throw isTooLarge(e) ? tooLarge() : badRequest("Bad Request: the body is not valid JSON.");
  }
}

/**
 * The forms of the app are flat: every field name is a plain word. Conform reads `a.b` and `a[0]`
 * as paths into nested values, and its reserved `__intent__`/`__state__` as JSON; from a hostile
 * body that is a sparse array of 2^32 slots (`x[4294967294]=1`, minutes of CPU), a stack overflow
 * (a name 4 000 segments deep) or a thrown error. Such entries are left out, as unknown fields are.
 */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** Reads the posted form and parses it with the route's schema (conform's submission). */
export async function parseForm<Schema extends z.ZodType>(request: Request, schema: Schema) {
  const posted = await readForm(request);
  const form = new FormData();
  for (const [name, value] of posted) if (FIELD_NAME.test(name)) form.append(name, value);
  return parseWithZod(form, { schema });
}
