import { createHash, createHmac } from "node:crypto";
import { displayName } from "../../domain/employees";
import type { MailKind } from "../../domain/mail";
import { invitationMail } from "../../domain/mails";
import { msg } from "../../i18n/msg";
import { audit } from "../evidence/audit.server";
import { checkInvitationLimits } from "../mail/limits.server";
import { brandOf, enqueueMail } from "../mail/outbox.server";
import { db, insertRows, nowIso, type Tx } from "../platform/db.server";
import { env } from "../platform/env.server";
import type { InvitationPurpose } from "../platform/schema";
import type { Tenant } from "../platform/tenant.server";
import { type Acting, type CompanyScope, endSessionsOf, newToken, type RequestMeta, type SessionOwner } from "./sessions.server";
import { passwordByLink, type Refusal } from "./sign-in.server";

/** Invitations: random 256-bit tokens, only their SHA-256 stored, single use, 7-day expiry. */
const INVITATION_LIFETIME_MS = 7 * 24 * 3_600_000;

/** A token as stored: its SHA-256, hex (invitations and password resets). */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** Rows of one multi-row statement: well under SQLite's 32,766 bound parameters. */
const ROWS_PER_STATEMENT = 500;

/** The sign-in page of a role in a tenant's context, with the token, on PUBLIC_URL. */
export const invitationLink = (tenant: Pick<Tenant, "base">, role: "employee" | "admin", token: string) =>
  `${new URL(env().PUBLIC_URL).origin}${tenant.base}/${role}/login?token=${token}`;

/** What the inviting person sees: the link only when no mail can carry it (SMTP_URL unset). */
export interface Invited {
  id: number;
  name: string;
  email: string;
  link: string | null;
}

/**
 * Invites a person in the caller's transaction: a new invitation (ending any open one), its mail
 * in the outbox with the role's sign-in link, and the audit event. Used for employees (by their
 * admin), for company administrators (by the super administrator) and by self-service setup.
 * The mail limits are checked first (mail/limits.server.ts; not for the jobs' reminders): a
 * refused invitation throws InvitationRefused, which rolls the caller's transaction back.
 */
export async function sendInvitation(
  tx: Tx,
  actor: Acting | null,
  i: {
    scope: CompanyScope;
    tenant: Pick<Tenant, "base" | "name">;
    person: { id: number; email: string; first_name: string; last_name: string };
    role: "employee" | "admin";
    resent: boolean;
    /** Sent by the interval reminder job rather than by a person (no mail limit applies). */
    reminder?: boolean;
    /** Sent by the super administrator, who sets the limits: counted in the company's day, never refused. */
    platform?: boolean;
    now?: Date;
  },
): Promise<Invited> {
  const now = i.now ?? new Date();
  if (!i.reminder) {
    await checkInvitationLimits(tx, { companyId: i.scope.companyId, person: i.person, platform: Boolean(i.platform), now });
  }
  const purpose = i.role === "admin" ? "admin_invite" : "employee_invite";
  const { token, expiresAt } = await createInvitation(tx, i.person.id, purpose);
  const link = invitationLink(i.tenant, i.role, token);
  const mail = invitationMail({
    ...(await brandOf(tx, i.scope.companyId)),
    firstName: i.person.first_name,
    link,
    expiresAt,
    role: i.role,
    resent: i.resent || Boolean(i.reminder),
  });
  const queued = await enqueueMail(
    tx,
    {
      companyId: i.scope.companyId,
      userId: i.person.id,
      kind: i.reminder ? "interval-reminder" : invitationKind(i.role, i.resent),
      to: i.person.email,
      mail,
    },
    now,
  );
  await audit(tx, {
    companyId: i.scope.companyId,
    actor: actor?.user ?? null,
    subject: i.person,
    action: "invitation.sent",
    details: { purpose, resent: i.resent, expiresAt, ...(i.reminder ? { reminder: true } : {}) },
    meta: actor?.meta ?? null,
  });
  // The link to copy when no mail will carry it: no mail server, or the company switched mail off.
  const shown = !env().SMTP_URL || queued.status === "suppressed";
  return { id: i.person.id, name: displayName(i.person), email: i.person.email, link: shown ? link : null };
}

/** The kind of an invitation mail, for the delivery log. */
export const invitationKind = (role: "employee" | "admin", resent: boolean): MailKind =>
  resent ? "resent-invitation" : role === "admin" ? "admin-invitation" : "employee-invitation";

export type InvitationProblem = "not_found" | "used" | "expired" | "wrong_role";

/**
 * Creates an invitation in the caller's transaction and ends any open one of the same person
 * (a resend makes the old link invalid); answers the token, mailed or shown once, never stored.
 */
export async function createInvitation(q: Tx, userId: number, purpose: InvitationPurpose) {
  const token = newToken();
  const now = Date.now();
  const expiresAt = new Date(now + INVITATION_LIFETIME_MS).toISOString();
  await q
    .updateTable("invitations")
    .set({ expires_at: new Date(now).toISOString() })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .where("expires_at", ">", new Date(now).toISOString())
    .execute();
  await q
    .insertInto("invitations")
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      purpose,
      created_at: new Date(now).toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * createInvitation for many people at once (the bulk import): the same rows, written with a few
 * statements instead of two per person. Answers each person's token by user id. `tokenOf` makes
 * each token from the person's id instead of at random (`keyedToken`: the import's links can then
 * be made again by whoever holds its key, and by no one else).
 */
export async function createInvitations(
  q: Tx,
  userIds: readonly number[],
  purpose: InvitationPurpose,
  tokenOf: (userId: number) => string = () => newToken(),
) {
  const now = new Date();
  const createdAt = now.toISOString();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS).toISOString();
  const tokens = new Map<number, { token: string; expiresAt: string }>();
  for (let i = 0; i < userIds.length; i += ROWS_PER_STATEMENT) {
    const ids = userIds.slice(i, i + ROWS_PER_STATEMENT);
    await q
      .updateTable("invitations")
      .set({ expires_at: createdAt })
      .where("user_id", "in", ids)
      .where("used_at", "is", null)
      .where("expires_at", ">", createdAt)
      .execute();
    const rows = ids.map((userId) => {
      const token = tokenOf(userId);
      tokens.set(userId, { token, expiresAt });
      return { token_hash: hashToken(token), user_id: userId, purpose, created_at: createdAt, expires_at: expiresAt, used_at: null };
    });
    await insertRows(q, "invitations", rows, ["user_id"]).execute();
  }
  return tokens;
}

/**
 * The token of a person's invitation made with a key of 32 random bytes (base64url): an HMAC of
 * the person's id, as long and as unguessable as a random token while the key is secret.
 */
export const keyedToken = (key: string, userId: number) =>
  createHmac("sha256", Buffer.from(key, "base64url")).update(`invitation\n${userId}`).digest("base64url");

/**
 * The open invitations (not used, not expired, of `purpose`) of a company's people whose token is
 * the one `key` makes (keyedToken): the person and the token, in the order of the people's ids.
 */
export async function keyedInvitations(scope: CompanyScope, key: string, purpose: InvitationPurpose) {
  const now = nowIso();
  const rows = await db()
    .selectFrom("invitations as i")
    .innerJoin("users as u", "u.id", "i.user_id")
    .select(["u.id", "u.first_name", "u.last_name", "u.email", "i.token_hash"])
    .where("u.company_id", "=", scope.companyId)
    .where("i.purpose", "=", purpose)
    .where("i.used_at", "is", null)
    .where("i.expires_at", ">", now)
    .orderBy("u.id")
    .execute();
  const out: { id: number; firstName: string; lastName: string; email: string; token: string }[] = [];
  for (const r of rows) {
    const token = keyedToken(key, r.id);
    if (hashToken(token) === r.token_hash) out.push({ id: r.id, firstName: r.first_name, lastName: r.last_name, email: r.email, token });
  }
  return out;
}

/** Ends the open invitations of a person (deleted, or their company closed), in the caller's transaction. */
export async function endInvitationsOf(q: Tx, userId: number) {
  const now = nowIso();
  await q
    .updateTable("invitations")
    .set({ expires_at: now })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .execute();
}

/** Ends the open invitations of every person of a company (the company is closed), in one statement of the caller's transaction. */
export async function endCompanyInvitations(q: Tx, companyId: number) {
  const now = nowIso();
  await q
    .updateTable("invitations")
    .set({ expires_at: now })
    .where("user_id", "in", q.selectFrom("users").select("id").where("company_id", "=", companyId))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .execute();
}

/** The invitation of a token in this tenant for this role, or why it cannot be used. */
export async function checkInvitation(token: string, tenant: Tenant, role: "employee" | "admin") {
  const row = await db()
    .selectFrom("invitations as i")
    .innerJoin("users as u", "u.id", "i.user_id")
    .select(["i.id", "i.purpose", "i.expires_at", "i.used_at", "u.id as user_id", "u.email", "u.role", "u.status"])
    .where("i.token_hash", "=", hashToken(token))
    .where("u.company_id", "=", tenant.id)
    .executeTakeFirst();
  const problem: InvitationProblem | null =
    !row || row.status === "deactivated"
      ? "not_found"
      : row.used_at
        ? "used"
        : Date.parse(row.expires_at) <= Date.now()
          ? "expired"
          : row.role !== role || row.purpose !== `${role}_invite`
            ? "wrong_role"
            : null;
  return problem || !row ? ({ ok: false, problem: problem ?? "not_found" } as const) : ({ ok: true, invitation: row } as const);
}

/** Why an invitation cannot be used: a catalogue key (the English text), translated where it is shown. */
export function invitationMessage(problem: InvitationProblem, role: "employee" | "admin"): string {
  switch (problem) {
    case "not_found":
      return msg("Invitation token not found in database. This invitation may be invalid or may have been deleted.");
    case "used":
      return msg("This invitation has already been used. Please contact your administrator for a new invitation.");
    case "expired":
      return msg("This invitation has expired. Please contact your administrator for a new invitation.");
    case "wrong_role":
      return role === "admin"
        ? msg("This invitation is not for an admin account. Please use the correct invitation link.")
        : msg("This invitation is not for an employee account. Please use the correct invitation link.");
  }
}

export type Acceptance =
  | { kind: "accepted"; user: SessionOwner & { email: string } }
  | { kind: "invalid"; message: string }
  | { kind: "weak"; message: string }
  | Refusal;

/**
 * Sets the password through an invitation, in one transaction; the token can never be used
 * again. Failed tokens count against the address's sign-in allowance.
 */
export async function acceptInvitation(a: {
  token: string;
  tenant: Tenant;
  role: "employee" | "admin";
  newPassword: string;
  meta: RequestMeta;
}): Promise<Acceptance> {
  const ready = await passwordByLink({
    address: a.meta.address,
    newPassword: a.newPassword,
    tooMany: msg("Too many attempts. Please wait 15 minutes and try again."),
    check: async () => {
      const checked = await checkInvitation(a.token, a.tenant, a.role);
      return checked.ok ? { ok: true, link: checked.invitation } : { ok: false, message: invitationMessage(checked.problem, a.role) };
    },
  });
  if (ready.kind !== "ready") return ready;
  const { link: inv, hash } = ready;
  const now = nowIso();
  const claimed = await db()
    .transaction()
    .execute(async (tx) => {
      const res = await tx
        .updateTable("invitations")
        .set({ used_at: now })
        .where("id", "=", inv.id)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return false;
      await tx
        .updateTable("users")
        .set({ password_hash: hash, status: "active", must_change_password: 0 })
        .where("id", "=", inv.user_id)
        .where("company_id", "=", a.tenant.id)
        .execute();
      await endSessionsOf(tx, inv.user_id);
      const person = { id: inv.user_id, email: inv.email };
      await audit(tx, {
        companyId: a.tenant.id,
        actor: person,
        subject: person,
        action: "invitation.accepted",
        details: { role: a.role },
        meta: a.meta,
      });
      return true;
    });
  if (!claimed) return { kind: "invalid", message: invitationMessage("used", a.role) };
  return { kind: "accepted", user: { id: inv.user_id, company_id: a.tenant.id, role: a.role, email: inv.email } };
}
