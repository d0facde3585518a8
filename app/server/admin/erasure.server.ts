/**
 * Erasure that keeps the evidence (issue 30; docs/decisions/027-erasure-and-the-audit-chain.md).
 * A leaver's name and email become a stable pseudonym ("Former employee 7F3K9Q"), everything
 * that only served to reach or identify them goes (sessions, invitations, identities, mail
 * bodies and addresses, photo, external id, language), and the evidence stays: attempts,
 * answers, scores, content versions, badges, certificates (under the pseudonym) and the
 * signature's meaning and time. Audit events that name the person are redacted in place and
 * marked in audit_redactions, so the chain still verifies (by links where an event was redacted).
 */
import { createHmac } from "node:crypto";
import { type Expression, type SqlBool, sql } from "kysely";
import { containsPattern } from "../../domain/input";
import { type Identifiers, identifiersOf, likePatterns, type Pseudonym, pseudonymFrom, redactJson, redactText } from "../../domain/erasure";
import { audit } from "../evidence/audit.server";
import type { CompanyCaller, CompanyScope, CompanyUser, RequestMeta } from "../identity/sessions.server";
import { db, type Tx } from "../platform/db.server";
import { env } from "../platform/env.server";
import { lowerLike, unicodeLower } from "../platform/text-search.server";

/** The stable pseudonym of a person: a keyed hash (the server's secret) of their id. */
export function pseudonymOf(userId: number): Pseudonym {
  return pseudonymFrom(createHmac("sha256", env().SESSION_SECRET).update(`erasure:${userId}`).digest());
}

export type ErasureOutcome = { kind: "erased"; pseudonym: string; events: number } | { kind: "not-found" } | { kind: "active" };

/** Who erases: an administrator (with the request's address) or null for the retention job. */
export type Eraser = { user: CompanyUser; meta: RequestMeta } | null;

/** The column, lowered, is like any of the (lower-case) patterns. */
const mentions = (column: Expression<string | null>, patterns: string[]): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.join(
    patterns.map((p) => lowerLike(column, p)),
    sql` or `,
  )})`;

/**
 * Erases a deleted (deactivated) employee of the scope's company in the caller's transaction,
 * with the audit event `employee.erased`. Already erased: nothing more to do (erased, 0 events).
 */
export async function erasePerson(tx: Tx, scope: CompanyScope, userId: number, reason: string, actor: Eraser, now = new Date()) {
  const person = await tx
    .selectFrom("users")
    .select(["id", "email", "first_name", "last_name", "status", "pseudonymised_at"])
    .where("id", "=", userId)
    .where("company_id", "=", scope.companyId)
    .where("role", "in", ["employee", "learner", "admin"])
    .executeTakeFirst();
  if (!person) return { kind: "not-found" } satisfies ErasureOutcome;
  if (person.status !== "deactivated") return { kind: "active" } satisfies ErasureOutcome;
  const pseudonym = pseudonymOf(person.id);
  if (person.pseudonymised_at) return { kind: "erased", pseudonym: pseudonym.name, events: 0 } satisfies ErasureOutcome;
  const ids = identifiersOf(person, pseudonym);
  const at = now.toISOString();
  await tx
    .updateTable("users")
    .set({
      first_name: pseudonym.firstName,
      last_name: pseudonym.lastName,
      email: pseudonym.email,
      photo_url: null,
      external_id: null,
      locale: null,
      password_hash: null,
      pseudonymised_at: at,
    })
    .where("id", "=", person.id)
    .execute();
  await tx.deleteFrom("sessions").where("user_id", "=", person.id).execute();
  await tx.deleteFrom("invitations").where("user_id", "=", person.id).execute();
  await tx.deleteFrom("identities").where("user_id", "=", person.id).execute();
  await tx
    .deleteFrom("rate_limits")
    .where(mentions(sql.ref("key"), [containsPattern(ids.email)]))
    .execute();
  await eraseMail(tx, scope, person.id, ids);
  await eraseCertificates(tx, scope, person.id, ids);
  const events = await redactEvents(tx, person.id, ids, at);
  await audit(tx, {
    companyId: scope.companyId,
    actor: actor?.user ?? null,
    subject: { id: person.id, email: pseudonym.email },
    action: "employee.erased",
    details: {
      reason: redactText(reason, ids),
      pseudonym: pseudonym.name,
      redactedEvents: events,
      by: actor ? "administrator" : "retention",
    },
    meta: actor?.meta ?? null,
  });
  return { kind: "erased", pseudonym: pseudonym.name, events } satisfies ErasureOutcome;
}

/** The person's own mail: bodies and address gone, the rows (kind, status, dates) kept; others' mail naming them: redacted. */
async function eraseMail(tx: Tx, scope: CompanyScope, userId: number, ids: Identifiers) {
  await tx
    .updateTable("email_outbox")
    .set({ to_address: ids.pseudonym.email, subject: "", text_body: "", html_body: null, last_error: null })
    .where((eb) =>
      eb.or([
        eb("user_id", "=", userId),
        eb.and([eb("company_id", "=", scope.companyId), eb(unicodeLower(eb.ref("to_address")), "=", ids.email)]),
      ]),
    )
    .execute();
  const patterns = likePatterns(ids);
  const naming = await tx
    .selectFrom("email_outbox")
    .select(["id", "to_address", "subject", "text_body", "html_body", "last_error"])
    .where("company_id", "=", scope.companyId)
    .where((eb) =>
      eb.or([mentions(eb.ref("subject"), patterns), mentions(eb.ref("text_body"), patterns), mentions(eb.ref("html_body"), patterns)]),
    )
    .execute();
  for (const m of naming) {
    await tx
      .updateTable("email_outbox")
      .set({
        subject: redactText(m.subject, ids),
        text_body: redactText(m.text_body, ids),
        html_body: m.html_body === null ? null : redactText(m.html_body, ids),
        last_error: m.last_error === null ? null : redactText(m.last_error, ids),
      })
      .where("id", "=", m.id)
      .execute();
  }
}

/** Certificates stay, printed with the pseudonym; the signature keeps its meaning, method and time. */
async function eraseCertificates(tx: Tx, scope: CompanyScope, userId: number, ids: Identifiers) {
  await tx
    .updateTable("certificates")
    .set((eb) => ({
      recipient_name: ids.pseudonym.name,
      signed_name: eb.case().when("signed_name", "is not", null).then(ids.pseudonym.name).else(null).end(),
    }))
    .where("user_id", "=", userId)
    .where("company_id", "=", scope.companyId)
    .execute();
  const patterns = likePatterns(ids);
  const naming = await tx
    .selectFrom("certificates")
    .select(["id", "revoked_reason", "unrevoked_note"])
    .where("company_id", "=", scope.companyId)
    .where((eb) => eb.or([mentions(eb.ref("revoked_reason"), patterns), mentions(eb.ref("unrevoked_note"), patterns)]))
    .execute();
  for (const c of naming) {
    await tx
      .updateTable("certificates")
      .set({
        revoked_reason: c.revoked_reason === null ? null : redactText(c.revoked_reason, ids),
        unrevoked_note: c.unrevoked_note === null ? null : redactText(c.unrevoked_note, ids),
      })
      .where("id", "=", c.id)
      .execute();
  }
}

/**
 * Audit events that name the person (as actor or subject, or in their details), in any chain:
 * each is marked in audit_redactions, then its emails and details are rewritten with the
 * pseudonym (and the address and user agent of the person's own requests cleared). The stored
 * hashes stay: the chain is checked by its links at these events (decision 027).
 */
async function redactEvents(tx: Tx, userId: number, ids: Identifiers, at: string): Promise<number> {
  const patterns = likePatterns(ids);
  const events = await tx
    .selectFrom("audit_events")
    .select(["id", "company_id", "actor_user_id", "actor_email", "subject_user_id", "subject_email", "details", "ip_address", "user_agent"])
    .where((eb) =>
      eb.or([
        eb("actor_user_id", "=", userId),
        eb("subject_user_id", "=", userId),
        eb(unicodeLower(eb.ref("actor_email")), "=", ids.email),
        eb(unicodeLower(eb.ref("subject_email")), "=", ids.email),
        mentions(eb.ref("details"), patterns),
      ]),
    )
    .orderBy("id")
    .execute();
  let n = 0;
  for (const e of events) {
    const isActor = e.actor_user_id === userId || e.actor_email?.toLowerCase() === ids.email;
    const isSubject = e.subject_user_id === userId || e.subject_email?.toLowerCase() === ids.email;
    const next = {
      actor_email: isActor ? ids.pseudonym.email : e.actor_email,
      subject_email: isSubject ? ids.pseudonym.email : e.subject_email,
      details: redactJson(e.details, ids),
      ip_address: isActor ? null : e.ip_address,
      user_agent: isActor ? null : e.user_agent,
    };
    if (Object.entries(next).every(([k, v]) => e[k as keyof typeof next] === v)) continue;
    const marked = await tx.selectFrom("audit_redactions").select("event_id").where("event_id", "=", e.id).executeTakeFirst();
    if (!marked)
      await tx
        .insertInto("audit_redactions")
        .values({ event_id: e.id, company_id: e.company_id, user_id: userId, redacted_at: at })
        .execute();
    await tx.updateTable("audit_events").set(next).where("id", "=", e.id).execute();
    n++;
  }
  return n;
}

/** The administrator's "Erase personal data" of a deleted employee of their company, in one transaction. */
export function eraseEmployee(caller: CompanyCaller, employeeId: number, reason: string): Promise<ErasureOutcome> {
  return db()
    .transaction()
    .execute((tx) => erasePerson(tx, caller.scope, employeeId, reason, { user: caller.user, meta: caller.meta }));
}
