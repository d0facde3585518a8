import { randomBytes } from "node:crypto";
import { audit } from "../evidence/audit.server";
import { db, isUniqueViolation, nowIso } from "../platform/db.server";
import { env } from "../platform/env.server";
import { hashPassword } from "./passwords.server";

/**
 * Creates the first super administrator when none exists: from SUPER_ADMIN_EMAIL and
 * SUPER_ADMIN_PASSWORD, or with a generated password reported once, as a log line's fields (the
 * start logs it as JSON; its field `oneTimePassword` is named so that the log's redaction of
 * `password` fields does not hide it from the operator who needs it). A printed password sat in
 * a terminal and a log, so it only signs in to the forced change (must_change_password); one the
 * operator chose is theirs and is not (README, Super administration).
 */
export async function ensureSuperAdmin(log: (fields: Record<string, unknown>, message: string) => void) {
  const existing = await db().selectFrom("users").select("id").where("role", "=", "super_admin").executeTakeFirst();
  if (existing) return null;
  const e = env();
  const email = (e.SUPER_ADMIN_EMAIL ?? "superadmin@training.local").toLowerCase();
  const generated = e.SUPER_ADMIN_PASSWORD ? null : randomBytes(15).toString("base64url");
  const password = e.SUPER_ADMIN_PASSWORD ?? generated!;
  const hash = await hashPassword(password);
  const created = await db()
    .transaction()
    .execute(async (tx) => {
      const row = await tx
        .insertInto("users")
        .values({
          company_id: null,
          role: "super_admin",
          email,
          first_name: "System",
          last_name: "Administrator",
          password_hash: hash,
          status: "active",
          must_change_password: generated ? 1 : 0,
          created_at: nowIso(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await audit(tx, {
        companyId: null,
        subject: { id: row.id, email },
        action: "super_admin.created",
        details: { source: generated ? "generated" : "environment" },
        meta: null,
      });
      return true;
    })
    // Instances started together: the first one's insert wins (users_super_admin_email), the
    // others find it made (docs/decisions/022-postgresql.md, "Serial invariants").
    .catch((e: unknown) => {
      if (isUniqueViolation(e)) return false;
      throw e;
    });
  if (!created) return null;
  if (generated) {
    log(
      { superAdmin: email, oneTimePassword: generated },
      `First start: created super administrator ${email} with the one-time password in oneTimePassword (shown only now; set SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD to choose your own)`,
    );
  } else {
    log({ superAdmin: email }, `Created super administrator ${email} from SUPER_ADMIN_EMAIL.`);
  }
  return { email, generated };
}
