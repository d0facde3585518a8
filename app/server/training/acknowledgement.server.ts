/**
 * The acknowledgement at completion (issue 13, part 5; a 21 CFR Part 11-style signature
 * manifestation): once the seven core modules are complete, the learner confirms the statement
 * "I confirm that I completed this training myself" and proves who they are; only then are
 * module 8 and the certificate recorded, carrying the printed name, the date and time (UTC) and
 * the meaning of the signature.
 *
 * Proof of identity: people with a password type it again (the sign-in limits count every try).
 * Main-site learners who sign in through OpenID Connect have no password here: they sign with a
 * sign-in at the identity provider no older than RECENT_SIGN_IN_MINUTES (their session's start),
 * and are asked to sign in again otherwise (docs/decisions/010-certificates-as-evidence.md). People
 * of a company's own IdP (issue 29) likewise: their fresh sign-in goes to that IdP, asked to
 * authenticate again (OpenID Connect prompt=login and max_age=0; SAML ForceAuthn).
 */
import { msg } from "../../i18n/msg";
import { isRecentSignIn, type SignatureMethod } from "../../domain/certificate";
import { allCoreCompleted } from "../../domain/progress";
import { CERTIFICATE_MODULE } from "../../domain/course";
import { MSG } from "../../domain/forms";
import { identityProvider, type SsoProtocol } from "../../domain/sso";
import { fullName } from "../../domain/people";
import { audit } from "../evidence/audit.server";
import type { CompanyCaller } from "../identity/sessions.server";
import { confirmPassword } from "../identity/sign-in.server";
import { db } from "../platform/db.server";
import type { Tenant } from "../platform/tenant.server";
import { recordCompletion } from "./completion.server";
import { currentAttempts, toRecords } from "./progress.server";

/** Catalogue keys: the quest route translates them (a field's message through the form's FieldError). */
export const SIGN_MSG = {
  password: msg("Please enter your password."),
  wrongPassword: msg("The password is not correct."),
  confirm: MSG.confirmStatement,
  notReady: msg("Complete all seven modules first."),
  done: msg("Your completion is already signed and your certificate issued."),
  signInAgain: msg(
    "For your signature, sign in again with your identity provider first: a signature needs a sign-in from the last 15 minutes.",
  ),
} as const;

export type SignOutcome =
  | { kind: "signed"; number: string }
  | { kind: "refused"; status: 400 | 409 | 429 | 503; field: "password" | "confirm" | null; message: string; retryAfterSeconds?: number };

/** How this person proves who they are when signing, and whether they can right now. */
export async function signatureMethod(
  caller: CompanyCaller,
  now = new Date(),
): Promise<{ method: SignatureMethod; ready: boolean; provider: SsoProtocol | null }> {
  const row = await db()
    .selectFrom("users as u")
    .leftJoin("sessions as s", (j) => j.onRef("s.user_id", "=", "u.id").on("s.id", "=", caller.user.sessionId))
    .select(["u.password_hash", "s.created_at as session_started"])
    .where("u.id", "=", caller.user.id)
    .where("u.company_id", "=", caller.scope.companyId)
    .executeTakeFirst();
  if (row?.password_hash) return { method: "password", ready: true, provider: null };
  return {
    method: "identity-provider",
    ready: Boolean(row?.session_started && isRecentSignIn(row.session_started, now)),
    provider: await companyProviderOf(caller),
  };
}

/** The company's IdP this person signs in with (their latest linked identity), null for the main site's provider. */
async function companyProviderOf(caller: CompanyCaller): Promise<SsoProtocol | null> {
  const linked = await db()
    .selectFrom("identities")
    .select("provider")
    .where("user_id", "=", caller.user.id)
    .where("provider", "in", [identityProvider(caller.scope.companyId, "oidc"), identityProvider(caller.scope.companyId, "saml")])
    .orderBy("id", "desc")
    .executeTakeFirst();
  return linked ? (linked.provider.endsWith(":saml") ? "saml" : "oidc") : null;
}

/** The audit event of a signature refused for the signer's identity (a wrong password, a sign-in too old). */
const refusedSignature = (caller: CompanyCaller, reason: "password" | "stale-sign-in") =>
  audit(db(), {
    companyId: caller.scope.companyId,
    actor: caller.user,
    subject: caller.user,
    action: "training.signature_refused",
    details: { reason },
    meta: caller.meta,
  });

/**
 * Signs the completion: checks that there is something to sign, the person's proof of
 * identity, then records module 8, the badge and the certificate with the signature in one
 * transaction (completion.server.ts, recordCompletion). A wrong password is audited and
 * counted by the sign-in limits; nothing else is written.
 */
export async function signCompletion(
  caller: CompanyCaller,
  tenant: Tenant,
  input: { password?: string; confirm: boolean; statement: string },
  now = new Date(),
): Promise<SignOutcome> {
  const refuse = (status: 400 | 409 | 429 | 503, field: "password" | "confirm" | null, message: string, retryAfterSeconds?: number) =>
    ({ kind: "refused", status, field, message, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) }) as const;
  const rows = await currentAttempts({ scope: caller.scope, userId: caller.user.id });
  if (rows.some((r) => r.module_id === CERTIFICATE_MODULE && r.phase === "completed")) return refuse(409, null, SIGN_MSG.done);
  if (!allCoreCompleted(toRecords(rows))) return refuse(409, null, SIGN_MSG.notReady);
  if (!input.confirm) return refuse(400, "confirm", SIGN_MSG.confirm);

  const { method, ready } = await signatureMethod(caller, now);
  if (method === "password") {
    if (!input.password) return refuse(400, "password", SIGN_MSG.password);
    const refused = await confirmPassword({ tenant, user: caller.user, password: input.password, meta: caller.meta });
    if (refused) {
      if (refused.status === 401) {
        await refusedSignature(caller, "password");
        return refuse(400, "password", SIGN_MSG.wrongPassword);
      }
      return refuse(refused.status, "password", refused.message, refused.retryAfterSeconds);
    }
  } else if (!ready) {
    await refusedSignature(caller, "stale-sign-in");
    return refuse(400, null, SIGN_MSG.signInAgain);
  }

  const signature = {
    name: fullName({ first_name: caller.user.firstName, last_name: caller.user.lastName, email: caller.user.email }),
    signedAt: now.toISOString(),
    // what the signer confirmed, in the words they read (their page's language): the evidence
    meaning: input.statement,
    method,
  };
  const issued = await db()
    .transaction()
    .execute((tx) => recordCompletion(tx, caller, tenant, signature));
  // a second tab signed meanwhile: the first signature stands
  if (!issued) return refuse(409, null, SIGN_MSG.done);
  return { kind: "signed", number: issued.number };
}
