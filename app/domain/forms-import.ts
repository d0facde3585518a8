/**
 * The bulk import's forms (one schema each: conform in the browser and the action) and the body
 * of its JSON call, POST {api}/admin/employees/bulk. Sizes are not checked here: the service
 * answers 413 for a CSV over 2 MB, the server for a body over the import paths' limit.
 */
import { z } from "zod";
import { IMPORT_MSG } from "./import";

/** A plan digest (SHA-256, hex): a malformed one cannot be the preview's. */
const hex64 = z.string({ error: IMPORT_MSG.changed }).regex(/^[0-9a-f]{64}$/, IMPORT_MSG.changed);

const source = { csvData: z.string().optional(), csvFile: z.file().optional() };

function requireSource(v: { csvData?: string; csvFile?: File }, ctx: z.RefinementCtx) {
  if (!v.csvFile && !v.csvData?.trim()) ctx.addIssue({ code: "custom", message: IMPORT_MSG.required, path: ["csvData"] });
}

/**
 * The import page: `preview` shows what would happen (a file, else the pasted text); `confirm`
 * applies it when the plan's digest is still the one of the preview.
 */
export const importSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("preview"), ...source }).superRefine(requireSource),
  z.object({ intent: z.literal("confirm"), ...source, digest: hex64 }).superRefine(requireSource),
]);

/**
 * The download of the invitation links of an import without mail: the key the import made its
 * tokens with (32 random bytes, base64url), posted back with its signature for the admin who
 * imported.
 */
export const invitationLinksSchema = z.object({
  key: z.string({ error: IMPORT_MSG.links }).regex(/^[A-Za-z0-9_-]{43}$/, IMPORT_MSG.links),
  signature: z.string({ error: IMPORT_MSG.links }).regex(/^[0-9a-f]{64}$/, IMPORT_MSG.links),
});

/** POST {api}/admin/employees/bulk: `csvData`, the CSV text (spec 5: required). */
export const bulkImportSchema = z.object({
  csvData: z.string({ error: IMPORT_MSG.required }).refine((v) => v.trim() !== "", IMPORT_MSG.required),
});
