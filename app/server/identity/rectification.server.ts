/**
 * Rectification by the person (GDPR Art. 16; issue 30, part 3): a learner corrects their own
 * first and last name. In one transaction with its audit event (`profile.name_changed`, from
 * and to): a current certificate (neither revoked nor superseded) is re-issued with the new name
 * under a new number, with the same validity, course version, language and signature (the
 * signature stays as it was made), and the old one is superseded by it, as a completion
 * supersedes an earlier cycle's (training/certificates.server.ts): it stays on record, and its
 * verification page says Superseded.
 */
import { randomBytes } from "node:crypto";
import { certificateNumber } from "../../domain/certificate";
import { fullName } from "../../domain/people";
import { audit } from "../evidence/audit.server";
import { db, nowIso, type Tx } from "../platform/db.server";
import { currentCertificate } from "../training/certificates.server";
import type { CompanyCaller } from "./sessions.server";

export interface NewName {
  firstName: string;
  lastName: string;
}

export type NameChange = { kind: "unchanged" } | { kind: "changed"; reissued: { number: string; supersedes: string } | null };

export async function changeOwnName(caller: CompanyCaller, name: NewName, now: string = nowIso()): Promise<NameChange> {
  return db()
    .transaction()
    .execute(async (tx) => {
      const me = await tx
        .selectFrom("users")
        .select(["id", "email", "first_name", "last_name"])
        .where("id", "=", caller.user.id)
        .where("company_id", "=", caller.scope.companyId)
        .executeTakeFirstOrThrow();
      if (me.first_name === name.firstName && me.last_name === name.lastName) return { kind: "unchanged" } as const;
      await tx
        .updateTable("users")
        .set({ first_name: name.firstName, last_name: name.lastName })
        .where("id", "=", me.id)
        .where("company_id", "=", caller.scope.companyId)
        .execute();
      const recipient = fullName({ first_name: name.firstName, last_name: name.lastName, email: me.email });
      const reissued = await reissueWithName(tx, caller, recipient, now);
      await audit(tx, {
        companyId: caller.scope.companyId,
        actor: caller.user,
        subject: caller.user,
        action: "profile.name_changed",
        details: {
          from: { firstName: me.first_name, lastName: me.last_name },
          to: { firstName: name.firstName, lastName: name.lastName },
          reissued,
        },
        meta: caller.meta,
      });
      return { kind: "changed", reissued } as const;
    });
}

/** The person's current certificate re-issued under `recipient`, the old one superseded; null without one. */
async function reissueWithName(tx: Tx, caller: CompanyCaller, recipient: string, now: string) {
  const person = { scope: caller.scope, userId: caller.user.id };
  const current = await currentCertificate(person, tx);
  if (!current) return null;
  const old = await tx
    .selectFrom("certificates")
    .selectAll()
    .where("id", "=", current.id)
    .where("company_id", "=", caller.scope.companyId)
    .executeTakeFirstOrThrow();
  // first out of the current slot (one current certificate per person), then pointed at its successor
  await tx.updateTable("certificates").set({ superseded_at: now }).where("id", "=", old.id).execute();
  for (let i = 0; i < 5; i++) {
    const number = certificateNumber((n) => randomBytes(n));
    if (await tx.selectFrom("certificates").select("id").where("number", "=", number).executeTakeFirst()) continue;
    const { id } = await tx
      .insertInto("certificates")
      .values({
        user_id: old.user_id,
        company_id: old.company_id,
        number,
        recipient_name: recipient,
        issued_at: now,
        valid_until: old.valid_until,
        content_version: old.content_version,
        language: old.language,
        signed_name: old.signed_name,
        signed_at: old.signed_at,
        signature_meaning: old.signature_meaning,
        signature_method: old.signature_method,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await tx.updateTable("certificates").set({ superseded_by: id }).where("id", "=", old.id).execute();
    const common = { companyId: caller.scope.companyId, actor: caller.user, subject: caller.user, meta: caller.meta };
    await audit(tx, { ...common, action: "certificate.superseded", details: { number: old.number, by: number } });
    await audit(tx, {
      ...common,
      action: "certificate.issued",
      details: {
        number,
        validUntil: old.valid_until,
        contentVersion: old.content_version,
        supersedes: old.number,
        reason: "name-changed",
      },
    });
    return { number, supersedes: old.number };
  }
  throw new Error("could not draw a unique certificate number");
}
