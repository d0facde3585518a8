/**
 * Certificates as evidence in the JSON API (issue 13), on the same services and schemas as the
 * pages: the public verification (a platform call, /api only), the learner's signature of the
 * completion, their certificate chain and recertification, and the administrator's record of an
 * employee, revocation and retraining. Every company call acts in the caller's company only: a
 * number or id of another company is unknown (404).
 */
import { isCertificateNumber, SIGNATURE_STATEMENT } from "../../domain/certificate";
import { revokeCertificateSchema, signCompletionSchema } from "../../domain/forms";
import { employeeRecord } from "../../server/admin/employee-record.server";
import { verificationJson, verifyCertificate } from "../../server/evidence/verification.server";
import { VERIFY_LIMIT_MESSAGE, verifyLimiter } from "../../server/identity/rate-limit.server";
import { signCompletion } from "../../server/training/acknowledgement.server";
import { personOf } from "../../server/training/assessment.server";
import { certificateChain, revokeCertificate } from "../../server/training/certificates.server";
import {
  recertificationState,
  requireRetraining,
  requireRetrainingOutdated,
  startRecertification,
} from "../../server/training/recertification.server";
import { clientAddressContext } from "../../server/platform/context.server";
import { msg } from "../../i18n/msg";
import { type ApiRoute, firstIssue, idParam, invalidBody, json, retryHeaders, said } from "./table.server";
import { API_ERRORS } from "./errors.server";

/** The employee page's text for a revocation. */
const REVOKED = msg("Certificate {number} has been revoked. Its verification page now says Revoked.");

const NOT_INDEXED = { "X-Robots-Tag": "noindex, nofollow" };

export const CERTIFICATE_CALLS: readonly ApiRoute[] = [
  {
    method: "GET",
    paths: ["verify/:number"],
    access: "public",
    platform: true,
    doc: {
      summary:
        "Verify a certificate by its number (public, no session): holder, company, completion date, valid-through date, content version, live status (valid, expired, revoked, superseded) and the signature; the revocation reason (revocationReason) and whether the holder is no longer with the company (holderLeft: true) only for a signed-in administrator of the certificate's company",
      responses: {
        200: "{found: true, number, status, holder, company, completedAt, validUntil, contentVersion, revokedAt, supersededAt, supersededBy, signature}",
        404: "{found: false, number, status: null, …}: no certificate with this number (also for malformed numbers)",
        429: "{error}: too many verifications from this address, with Retry-After",
      },
    },
    handle: async (c) => {
      const admission = await verifyLimiter().admit(c.args.context.get(clientAddressContext));
      if (!admission.admitted)
        return json({ error: VERIFY_LIMIT_MESSAGE }, 429, { ...retryHeaders(admission.retryAfterSeconds), ...NOT_INDEXED });
      const v = await verifyCertificate(c.args.request, c.params.number ?? "");
      return json(verificationJson(v), v.found ? 200 : 404, NOT_INDEXED);
    },
  },
  {
    method: "POST",
    paths: ["auth/certificate/sign", "certificate/sign"],
    access: "learner",
    doc: {
      summary:
        'Sign the completion once the seven modules are complete: {password, confirm: true} ("I confirm that I completed this training myself"); records module 8 and issues the certificate with the signature. Learners of the identity provider send no password and must have signed in within 15 minutes',
      body: signCompletionSchema,
      responses: {
        200: "{success: true, certificate: {number}}",
        400: "{error, field}: a missing confirmation or password, a wrong password, or a sign-in too old",
        409: "{error}: not all seven modules complete, or already signed",
        429: "{error}: too many password attempts, with Retry-After",
        503: "{error}: the service is busy, with Retry-After",
      },
    },
    handle: async (c) => {
      const parsed = signCompletionSchema.safeParse(c.body);
      if (!parsed.success) return invalidBody(parsed.error);
      const statement = (await c.language()).t(SIGNATURE_STATEMENT);
      const r = await signCompletion(c.caller, c.tenant, { ...parsed.data, statement });
      if (r.kind === "signed") return json({ success: true, certificate: { number: r.number } });
      return json({ error: r.message, field: r.field }, r.status, retryHeaders(r.retryAfterSeconds));
    },
  },
  {
    method: "GET",
    paths: ["auth/certificates", "certificates"],
    access: "learner",
    doc: {
      summary: "The learner's certificate chain, oldest first, with each certificate's live status, and whether a recertification is due",
      responses: {
        200: "{certificates: [{number, issuedAt, validUntil, state, revokedAt, supersededAt, supersededBy, contentVersion, signature}], recertification: {due, retraining}}",
      },
    },
    handle: async (c) => {
      const now = new Date();
      const [chain, recertification] = await Promise.all([
        certificateChain(personOf(c.caller), now),
        recertificationState(c.caller.scope, c.caller.user.id, now),
      ]);
      // the revocation reason is the company's
      return json({ certificates: chain.map(({ revokedReason: _reason, ...rest }) => rest), recertification });
    },
  },
  {
    method: "POST",
    paths: ["auth/recertification/start", "recertification/start"],
    access: "learner",
    doc: {
      summary:
        "Start a new training cycle once the completed course is due (certificate expired, expiring within 30 days, or revoked): earlier attempts and certificates stay as history",
      responses: { 200: "{success: true, reason: 'expired' | 'expiring' | 'revoked'}", 409: "{error}: no recertification is due" },
    },
    handle: async (c) => {
      const reason = await startRecertification(c.caller);
      return reason ? json({ success: true, reason }) : json({ error: API_ERRORS.no_recertification_due }, 409);
    },
  },
  {
    method: "GET",
    paths: ["admin/employees/:id/record"],
    access: "admin",
    doc: {
      summary:
        "An employee's training record: the certificate chain and every attempt per module with score, first-pass score, dates, course language and content version",
      responses: {
        200: "{person, badge, chain, current, outdated, courseVersion, recertification, modules: [{id, title, attempts: [{phase, score, firstScore, language, startedAt, completedAt, supersededAt, version, answers}]}]}",
        404: "{error}: no such employee",
      },
    },
    handle: async (c) => {
      const id = idParam(c.params.id);
      const record = id ? await employeeRecord(c.caller.scope, id) : null;
      return record ? json(record) : json({ error: API_ERRORS.employee_not_found }, 404);
    },
  },
  {
    method: "POST",
    paths: ["admin/certificates/:number/revoke"],
    access: "admin",
    doc: {
      summary:
        "Revoke a certificate of the company, with a reason: the row stays (revoked_at, reason, who), the verification says Revoked; audited",
      body: revokeCertificateSchema,
      responses: {
        200: "{success: true, number, message}",
        400: "{error}: a missing or malformed reason",
        404: "{error}: no certificate with this number in the company",
        409: "{error}: already revoked",
      },
    },
    handle: async (c) => {
      const parsed = revokeCertificateSchema.safeParse(c.body);
      if (!parsed.success) return json({ error: firstIssue(parsed.error) }, 400);
      const number = c.params.number ?? "";
      const r = isCertificateNumber(number)
        ? await revokeCertificate(c.caller, number, parsed.data.reason)
        : ({ kind: "not-found" } as const);
      if (r.kind === "not-found") return json({ error: API_ERRORS.certificate_not_found }, 404);
      if (r.kind === "already-revoked") {
        const { t } = await c.language();
        const error = t(API_ERRORS.certificate_already_revoked, { number: r.number });
        return json({ error, code: "certificate_already_revoked" }, 409);
      }
      return json({ success: true, number: r.number, message: await said(c, REVOKED, { number: r.number }) });
    },
  },
  {
    method: "POST",
    paths: ["admin/employees/:id/retraining"],
    access: "admin",
    doc: {
      summary:
        "Require an employee to train again (a new cycle): attempts and badges superseded, certificates kept until the new one; audited",
      responses: {
        200: "{success: true, superseded}: the attempts taken back (0: there was nothing to retrain)",
        404: "{error}: no such employee",
      },
    },
    handle: async (c) => {
      const id = idParam(c.params.id);
      const r = id ? await requireRetraining(c.caller, id) : null;
      return r ? json({ success: true, superseded: r.superseded }) : json({ error: API_ERRORS.employee_not_found }, 404);
    },
  },
  {
    method: "POST",
    paths: ["admin/retraining/outdated"],
    access: "admin",
    doc: {
      summary:
        "Require everyone whose current certificate was earned on an earlier course content version to train again; audited per person",
      responses: { 200: "{success: true, employees}: how many must retrain" },
    },
    handle: async (c) => json({ success: true, employees: await requireRetrainingOutdated(c.caller) }),
  },
];
