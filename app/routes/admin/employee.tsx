import { data, Link } from "react-router";
import type { Route } from "./+types/employee";
import { ConfirmPanel } from "../../components/ConfirmPanel";
import { FieldError, PostButton } from "../../components/chrome";
import {
  isCertificateNumber,
  SIGNATURE_METHOD_LABEL,
  signatureLine,
  STATE_LABEL,
  UNSIGNED_TEXT,
  verificationPath,
} from "../../domain/certificate";
import { formatDateTimeUtc, formatLongDate } from "../../domain/dates";
import { shortVersion, versionLabel } from "../../domain/content-version";
import { BADGE_LABEL } from "../../domain/employees";
import { employeeRecordSchema, REVOKE_REASON_MAX } from "../../domain/forms";
import { recordId } from "../../domain/input";
import { employeeRecord } from "../../server/admin/employee-record.server";
import { resetSentFlash, sendEmployeeReset } from "../../server/identity/password-resets.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { redirectWithFlash } from "../../server/platform/cookies.server";
import { parseForm } from "../../server/platform/forms.server";
import { resolveTenant } from "../../server/platform/tenant.server";
import { revokeCertificate } from "../../server/training/certificates.server";
import { requireRetraining } from "../../server/training/recertification.server";

/**
 * An employee's training record (issue 13): the person, their certificate chain with each
 * certificate's live status (revocation with a reason, after a confirmation step), and their
 * attempts per module with score, date and content version, and the questions as worded in
 * that version. The administrator can require the person to train again (a new cycle).
 */
export const meta: Route.MetaFunction = ({ data: d }) => [{ title: `${d?.person.name ?? "Employee"} – Admin Dashboard – GDPR Training` }];

const idOf = (raw: string | undefined) => recordId(raw) ?? 0;

export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const id = idOf(args.params.employeeId);
  const record = id > 0 ? await employeeRecord(caller.scope, id) : null;
  if (!record) throw data("This employee does not exist.", { status: 404 });
  const confirm = args.url.searchParams.get("confirm") ?? "";
  const revoking = confirm.startsWith("revoke-") ? confirm.slice(7) : null;
  const toRevoke = revoking ? record.chain.find((c) => c.number === revoking && c.state !== "revoked") : undefined;
  return {
    base: tenant.base,
    ...record,
    confirmRevoke: toRevoke ? toRevoke.number : null,
    confirmRetrain: confirm === "retrain" && !record.person.deleted,
  };
}

export async function action(args: Route.ActionArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const id = idOf(args.params.employeeId);
  const here = `${tenant.base}/admin/dashboard/employees/${id}`;
  const submission = await parseForm(args.request, employeeRecordSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const form = submission.value;
  if (id <= 0) return data({ result: submission.reply({ formErrors: ["This employee does not exist."] }) }, { status: 404 });
  if (form.intent === "revoke-certificate") {
    const outcome = isCertificateNumber(form.number)
      ? await revokeCertificate(caller, form.number, form.reason, id)
      : { kind: "not-found" as const };
    if (outcome.kind === "not-found")
      return data({ result: submission.reply({ formErrors: ["This employee has no certificate with that number."] }) }, { status: 404 });
    if (outcome.kind === "already-revoked")
      return data({ result: submission.reply({ formErrors: [`Certificate ${outcome.number} was already revoked.`] }) }, { status: 409 });
    return redirectWithFlash(here, {
      kind: "success",
      text: `Certificate ${outcome.number} has been revoked. Its verification page now says Revoked.`,
    });
  }
  if (form.intent === "send-password-reset") {
    const sent = await sendEmployeeReset(caller, tenant, id);
    if (!sent)
      return data(
        { result: submission.reply({ formErrors: ["Only an active employee of your company can be sent a password reset link."] }) },
        { status: 404 },
      );
    return redirectWithFlash(
      here,
      resetSentFlash(`A password reset link was made for ${sent.name || sent.email}; an earlier one no longer works.`, sent),
    );
  }
  const retrained = await requireRetraining(caller, id);
  if (!retrained)
    return data({ result: submission.reply({ formErrors: ["This employee does not exist or was deleted."] }) }, { status: 404 });
  return redirectWithFlash(here, {
    kind: "success",
    text: retrained.superseded
      ? `${retrained.name} must now train again: the earlier training is kept as history and a new certificate is issued when the seven modules are complete again.`
      : `${retrained.name} has no training to take back.`,
  });
}

type LoaderData = Route.ComponentProps["loaderData"];

export default function EmployeeRecordPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const here = `${d.base}/admin/dashboard/employees/${d.person.id}`;
  const result = actionData?.result;
  const formErrors = result?.error?.[""];
  const reasonErrors = result?.error?.reason;
  const revokeNumber = d.confirmRevoke ?? (typeof result?.initialValue?.number === "string" ? result.initialValue.number : null);
  return (
    <section aria-labelledby="record-title">
      <p>
        <Link to={`${d.base}/admin/dashboard`}>Back to Employees</Link>
      </p>
      <h2 id="record-title">Training record of {d.person.name}</h2>
      <p className="muted">
        {d.person.email}
        {d.person.deleted ? " · deleted: their records are kept" : ""} · joined {formatLongDate(d.person.joined)} ·{" "}
        {d.person.modulesCompleted}
        /7 modules in the current cycle
      </p>
      {formErrors?.length ? (
        <p className="banner banner-error" role="alert">
          {formErrors.join(" ")}
        </p>
      ) : null}

      {revokeNumber && (d.confirmRevoke || reasonErrors) ? (
        <ConfirmPanel
          id="revoke-certificate"
          title="Revoke Certificate"
          cancelTo={here}
          action={`${here}?confirm=revoke-${revokeNumber}`}
          intent="revoke-certificate"
          fields={{ number: revokeNumber }}
          confirmLabel="Revoke Certificate"
          inputs={
            <div className="field">
              <label htmlFor="revoke-reason">Reason for the revocation</label>
              <textarea
                id="revoke-reason"
                name="reason"
                rows={3}
                minLength={3}
                maxLength={REVOKE_REASON_MAX}
                required
                aria-describedby="revoke-reason-hint"
                aria-invalid={reasonErrors?.length ? true : undefined}
                defaultValue={typeof result?.initialValue?.reason === "string" ? result.initialValue.reason : ""}
              />
              <p className="hint" id="revoke-reason-hint">
                Kept with the certificate and in the audit trail; shown only to your company's administrators.
              </p>
              <FieldError id="revoke-reason-error" errors={reasonErrors} />
            </div>
          }
        >
          <p>
            Certificate <strong>{revokeNumber}</strong> of {d.person.name} will no longer be valid: its verification page will say Revoked,
            with today's date. The certificate stays on record. This cannot be undone.
          </p>
        </ConfirmPanel>
      ) : null}
      {d.confirmRetrain ? (
        <ConfirmPanel
          id="require-retraining"
          title="Require Retraining"
          cancelTo={here}
          action={here}
          intent="require-retraining"
          confirmLabel="Require Retraining"
        >
          <p>
            {d.person.name} starts the training again from module 1. Their earlier attempts, answers and certificates stay on record as
            history; a certificate they hold stays as it is until the new one is issued.
          </p>
        </ConfirmPanel>
      ) : null}

      <Chain d={d} here={here} />

      <section aria-labelledby="attempts-title">
        <h3 id="attempts-title">Attempts per module</h3>
        <p className="muted">
          Content versions identify the exact texts and questions of each attempt. The course's current version is{" "}
          <span className="mono">{shortVersion(d.courseVersion)}</span>.
        </p>
        <div className="table-wrap">
          <table className="data-table">
            <caption className="visually-hidden">Attempts of {d.person.name} per module, current and earlier</caption>
            <thead>
              <tr>
                <th scope="col">Module</th>
                <th scope="col">Attempt</th>
                <th scope="col">Score</th>
                <th scope="col">Started</th>
                <th scope="col">Completed</th>
                <th scope="col">Content version</th>
                <th scope="col">Questions answered</th>
              </tr>
            </thead>
            <tbody>
              {d.modules.flatMap((m) =>
                m.attempts.length === 0
                  ? [
                      <tr key={`m${m.id}`}>
                        <th scope="row">
                          {m.id}. {m.title}
                        </th>
                        <td colSpan={6} className="muted">
                          No attempt
                        </td>
                      </tr>,
                    ]
                  : m.attempts.map((a) => (
                      <tr key={a.id}>
                        <th scope="row">
                          {m.id}. {m.title}
                        </th>
                        <td>
                          {a.supersededAt ? `Earlier (superseded ${formatLongDate(a.supersededAt)})` : "Current"}
                          <br />
                          <span className="muted">{a.phase === "completed" ? "Completed" : `In progress (${a.phase})`}</span>
                        </td>
                        <td>{a.score === null ? "–" : `${a.score}%`}</td>
                        <td>{formatLongDate(a.startedAt)}</td>
                        <td>{a.completedAt ? formatDateTimeUtc(a.completedAt) : "–"}</td>
                        <td>
                          <span className={a.versioned ? "mono" : "muted"}>{a.version}</span>
                          {a.versioned ? <span className="muted">{a.currentVersion ? " (current)" : " (earlier content)"}</span> : null}
                        </td>
                        <td>
                          {a.answers.length === 0 ? (
                            <span className="muted">None</span>
                          ) : (
                            <details>
                              <summary>
                                {a.answers.length} {a.answers.length === 1 ? "answer" : "answers"}
                              </summary>
                              <ol>
                                {a.answers.map((x, i) => (
                                  <li key={i}>
                                    {x.question ?? `Question ${x.questionId} (wording not recorded: ${versionLabel(null)})`}
                                    <br />
                                    <span className="muted">
                                      {x.pass === "retake" ? "Retake: " : ""}
                                      {x.chosen ? `“${x.chosen}”` : "an answer"} – {x.correct ? "correct" : "incorrect"}
                                    </span>
                                  </li>
                                ))}
                              </ol>
                            </details>
                          )}
                        </td>
                      </tr>
                    )),
              )}
            </tbody>
          </table>
        </div>
      </section>
    </section>
  );
}

function Chain({ d, here }: { d: LoaderData; here: string }) {
  return (
    <section aria-labelledby="chain-title">
      <h3 id="chain-title">Certificates</h3>
      {d.recertification.retraining ? (
        <p className="banner banner-success" role="status">
          A new training cycle is under way. The current certificate stays as it is until the new one is issued.
        </p>
      ) : null}
      {d.outdated ? <p className="muted">The current certificate was earned on an earlier version of the course content.</p> : null}
      {d.chain.length === 0 ? (
        <p className="muted">No certificate has been issued to {d.person.name}.</p>
      ) : (
        <ol className="chain" aria-label={`Certificate chain of ${d.person.name}, oldest first`}>
          {d.chain.map((c, i) => (
            <li key={c.number}>
              <p className="flush">
                {i > 0 ? <span aria-hidden="true">→ </span> : null}
                <strong>Certificate {i + 1}</strong>: <span className="mono">{c.number}</span>{" "}
                <span className={`pill pill-verify-${c.state}`}>{STATE_LABEL[c.state]}</span>
              </p>
              <p className="chain-step flush">
                Issued {formatLongDate(c.issuedAt)}, {c.validUntil ? `valid through ${formatLongDate(c.validUntil)}` : "no expiry"}
                {c.expired && c.state !== "expired" ? ` (expired ${formatLongDate(c.validUntil!)})` : ""}. Content version{" "}
                <span className="mono">{versionLabel(c.contentVersion)}</span>.
              </p>
              <p className="chain-step flush">
                {c.signature ? `${signatureLine(c.signature)} (${SIGNATURE_METHOD_LABEL[c.signature.method]})` : UNSIGNED_TEXT}
              </p>
              {c.revokedAt ? (
                <p className="chain-step flush">
                  Revoked {formatLongDate(c.revokedAt)}
                  {c.revokedReason ? `: ${c.revokedReason}` : ""}
                </p>
              ) : null}
              {c.supersededAt ? (
                <p className="chain-step flush">
                  Superseded {formatLongDate(c.supersededAt)}
                  {c.supersededBy ? ` by ${c.supersededBy}` : ""}
                </p>
              ) : null}
              <div className="actions">
                <Link className="btn btn-small" to={verificationPath(c.number)}>
                  Verification page
                </Link>
                {c.state !== "revoked" && c.state !== "superseded" && !d.person.deleted ? (
                  <a className="btn btn-small" href={`${d.base}/admin/employees/${d.person.id}/certificate.pdf`}>
                    Download Certificate
                  </a>
                ) : null}
                {c.state !== "revoked" ? (
                  <Link
                    className="btn btn-small btn-danger"
                    to={`${here}?confirm=revoke-${c.number}`}
                    aria-label={`Revoke certificate ${c.number}`}
                  >
                    Revoke
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className="muted">
        Status in the employee list: <strong>{BADGE_LABEL[d.badge]}</strong>
      </p>
      <p className="actions">
        {d.person.deleted ? null : (
          <Link className="btn" to={`${here}?confirm=retrain`}>
            Require Retraining
          </Link>
        )}
        <Link className="btn" to={`${d.base}/admin/dashboard/evidence?email=${encodeURIComponent(d.person.email)}`}>
          Evidence Pack of This Person
        </Link>
      </p>
      {d.person.status === "active" ? (
        <div className="actions">
          <PostButton action={here} intent="send-password-reset">
            Send Password Reset Link
          </PostButton>
          <span className="muted">A link to choose a new password, valid for one hour; their current password works until it is used.</span>
        </div>
      ) : null}
    </section>
  );
}
