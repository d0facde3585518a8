import { data, Link } from "react-router";
import { DataTable } from "../../components/lists";
import type { Route } from "./+types/employee";
import { metaT } from "../../i18n/react";
import { ConfirmPanel } from "../../components/ConfirmPanel";
import { DataDownloads } from "../../components/DataDownloads";
import { ErrorBanner, FieldError, PostButton } from "../../components/chrome";
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
import { LANGUAGE_NAMES } from "../../domain/locale";
import { employeeRecordSchema, REVOKE_REASON_MAX } from "../../domain/forms";
import { recordId } from "../../domain/input";
import { employeeRecord } from "../../server/admin/employee-record.server";
import { eraseEmployee } from "../../server/admin/erasure.server";
import { resetSentFlash, sendEmployeeReset } from "../../server/identity/password-resets.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { redirectWithFlash } from "../../server/platform/cookies.server";
import { parseForm } from "../../server/platform/forms.server";
import { requestLanguage, requestLocale } from "../../server/platform/i18n.server";
import { courseLanguage } from "../../content";
import { resolveTenant } from "../../server/platform/tenant.server";

import { msg, type Translate } from "../../i18n/i18n";
import { Rich, useLocale, useT } from "../../i18n/react";
import { revokeCertificate } from "../../server/training/certificates.server";
import { requireRetraining } from "../../server/training/recertification.server";

/**
 * An employee's training record (issue 13): the person, their certificate chain with each
 * certificate's live status (revocation with a reason, after a confirmation step), and their
 * attempts per module with score and first-pass score, dates, course language and content
 * version (issue 28), and the questions as worded in
 * that version. The administrator can require the person to train again (a new cycle).
 */
export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const t = metaT(matches);
  const name = d?.person.name ?? t("Employee");
  return [{ title: t("{name} – Admin Dashboard – GDPR Training", { name }) }];
};

const idOf = (raw: string | undefined) => recordId(raw) ?? 0;

export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const id = idOf(args.params.employeeId);
  const record = id > 0 ? await employeeRecord(caller.scope, id, new Date(), courseLanguage(await requestLocale(args.request))) : null;
  if (!record) throw data((await requestLanguage(args.request)).t("This employee does not exist."), { status: 404 });
  const confirm = args.url.searchParams.get("confirm") ?? "";
  const revoking = confirm.startsWith("revoke-") ? confirm.slice(7) : null;
  const toRevoke = revoking ? record.chain.find((c) => c.number === revoking && c.state !== "revoked") : undefined;
  return {
    base: tenant.base,
    ...record,
    confirmRevoke: toRevoke ? toRevoke.number : null,
    confirmRetrain: confirm === "retrain" && !record.person.deleted,
    confirmErase: confirm === "erase" && record.person.deleted && !record.person.erased,
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
  const { t } = await requestLanguage(args.request);
  if (id <= 0) return data({ result: submission.reply({ formErrors: [t("This employee does not exist.")] }) }, { status: 404 });
  if (form.intent === "revoke-certificate") {
    const outcome = isCertificateNumber(form.number)
      ? await revokeCertificate(caller, form.number, form.reason, id)
      : { kind: "not-found" as const };
    if (outcome.kind === "not-found")
      return data({ result: submission.reply({ formErrors: [t("This employee has no certificate with that number.")] }) }, { status: 404 });
    if (outcome.kind === "already-revoked")
      return data(
        { result: submission.reply({ formErrors: [t("Certificate {number} was already revoked.", { number: outcome.number })] }) },
        { status: 409 },
      );
    return redirectWithFlash(here, {
      kind: "success",
      text: t("Certificate {number} has been revoked. Its verification page now says Revoked.", { number: outcome.number }),
    });
  }
  if (form.intent === "erase-personal-data") {
    const erased = await eraseEmployee(caller, id, form.reason);
    if (erased.kind === "not-found")
      return data({ result: submission.reply({ formErrors: [t("This employee does not exist.")] }) }, { status: 404 });
    if (erased.kind === "active")
      return data(
        {
          result: submission.reply({
            formErrors: [t("Only a deleted employee's personal data can be erased: delete the employee first.")],
          }),
        },
        { status: 409 },
      );
    return redirectWithFlash(here, {
      kind: "success",
      text: t("The personal data was erased: the person is now {pseudonym}. Their training records and certificates are kept.", {
        pseudonym: erased.pseudonym,
      }),
    });
  }
  if (form.intent === "send-password-reset") {
    const sent = await sendEmployeeReset(caller, tenant, id);
    if (!sent)
      return data(
        { result: submission.reply({ formErrors: [t("Only an active employee of your company can be sent a password reset link.")] }) },
        { status: 404 },
      );
    return redirectWithFlash(
      here,
      resetSentFlash(
        t("A password reset link was made for {name}; an earlier one no longer works.", { name: sent.name || sent.email }),
        sent,
      ),
    );
  }
  const retrained = await requireRetraining(caller, id);
  if (!retrained)
    return data({ result: submission.reply({ formErrors: [t("This employee does not exist or was deleted.")] }) }, { status: 404 });
  return redirectWithFlash(here, {
    kind: "success",
    text: retrained.superseded
      ? t(
          "{name} must now train again: the earlier training is kept as history and a new certificate is issued when the seven modules are complete again.",
          { name: retrained.name },
        )
      : t("{name} has no training to take back.", { name: retrained.name }),
  });
}

type LoaderData = Route.ComponentProps["loaderData"];

/** How an answer went: the chosen answer (when recorded) and whether it was right, on a retake too. */
function answerLine(t: Translate, x: { chosen: string | null; correct: boolean; pass: string }): string {
  const verdict = x.correct ? t("correct") : t("incorrect");
  if (x.chosen)
    return x.pass === "retake"
      ? t("Retake: “{answer}” – {verdict}", { answer: x.chosen, verdict })
      : t("“{answer}” – {verdict}", { answer: x.chosen, verdict });
  return x.pass === "retake" ? t("Retake: an answer – {verdict}", { verdict }) : t("an answer – {verdict}", { verdict });
}

/** A certificate's dates and content version: one whole sentence for each case. */
function chainStepKey(c: { validUntil: string | null; expired: boolean; state: string }): string {
  if (!c.validUntil) return msg("Issued {issued}, no expiry. Content version <version>{version}</version>.");
  return c.expired && c.state !== "expired"
    ? msg("Issued {issued}, valid through {until} (expired {until}). Content version <version>{version}</version>.")
    : msg("Issued {issued}, valid through {until}. Content version <version>{version}</version>.");
}

export default function EmployeeRecordPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const here = `${d.base}/admin/dashboard/employees/${d.person.id}`;
  const result = actionData?.result;
  const formErrors = result?.error?.[""];
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="record-title">
      <p>
        <Link to={`${d.base}/admin/dashboard`}>{t("Back to Employees")}</Link>
      </p>
      <h2 id="record-title">{t("Training record of {name}", { name: d.person.name })}</h2>
      <p className="muted">
        {d.person.email}
        {d.person.deleted ? ` · ${t("deleted: their records are kept")}` : ""} ·{" "}
        {t("joined {date}", { date: formatLongDate(d.person.joined, locale) })} ·{" "}
        {t("{done, number}/7 modules in the current cycle", { done: d.person.modulesCompleted })}
      </p>
      <div className="row row-start">
        <span>{t("Personal data (access request):")}</span>
        <DataDownloads path={`${d.base}/admin/employees/${d.person.id}/personal-data`} labels={{ pdf: t("PDF"), json: t("JSON") }} small />
      </div>
      <ErrorBanner>{formErrors?.map((e) => t(e)).join(" ")}</ErrorBanner>

      <Confirmations d={d} here={here} result={result} />

      <Chain d={d} here={here} />

      <Attempts d={d} />
    </section>
  );
}

type Result = NonNullable<Route.ComponentProps["actionData"]>["result"];

/** The confirmation the URL or a refused post asks for: revoking a certificate, erasing the person's data, retraining. */
function Confirmations({ d, here, result }: { d: LoaderData; here: string; result: Result | undefined }) {
  const reasonErrors = result?.error?.reason;
  const revokeNumber = d.confirmRevoke ?? (typeof result?.initialValue?.number === "string" ? result.initialValue.number : null);
  return (
    <>
      {revokeNumber && (d.confirmRevoke || reasonErrors) ? (
        <RevokeConfirm name={d.person.name} number={revokeNumber} here={here} result={result} />
      ) : null}
      {d.confirmErase || (result?.initialValue?.intent === "erase-personal-data" && reasonErrors) ? (
        <EraseConfirm name={d.person.name} here={here} reasonErrors={reasonErrors} />
      ) : null}
      {d.confirmRetrain ? <RetrainConfirm name={d.person.name} here={here} /> : null}
    </>
  );
}

function RevokeConfirm({
  name,
  number: revokeNumber,
  here,
  result,
}: {
  name: string;
  number: string;
  here: string;
  result: Result | undefined;
}) {
  const t = useT();
  return (
    <ConfirmPanel
      id="revoke-certificate"
      title={t("Revoke Certificate")}
      cancelTo={here}
      action={`${here}?confirm=revoke-${revokeNumber}`}
      intent="revoke-certificate"
      fields={{ number: revokeNumber }}
      confirmLabel={t("Revoke Certificate")}
      inputs={
        <ReasonField
          id="revoke-reason"
          label={t("Reason for the revocation")}
          hint={t("Kept with the certificate and in the audit trail; shown only to your company's administrators.")}
          errors={result?.error?.reason}
          multiline
          defaultValue={typeof result?.initialValue?.reason === "string" ? result.initialValue.reason : ""}
        />
      }
    >
      <p>
        <Rich
          text={t(
            "Certificate <strong>{number}</strong> of {name} will no longer be valid: its verification page will say Revoked, with today's date. The certificate stays on record. This cannot be undone.",
            { number: revokeNumber, name },
          )}
          strong={(c) => <strong>{c}</strong>}
        />
      </p>
    </ConfirmPanel>
  );
}

function EraseConfirm({ name, here, reasonErrors }: { name: string; here: string; reasonErrors: string[] | null | undefined }) {
  const t = useT();
  return (
    <ConfirmPanel
      id="erase-personal-data"
      title={t("Erase Personal Data")}
      cancelTo={here}
      action={`${here}?confirm=erase`}
      intent="erase-personal-data"
      confirmLabel={t("Erase Personal Data")}
      inputs={
        <ReasonField
          id="erase-reason"
          label={t("Reason for the erasure")}
          hint={t("Kept in the audit trail. Do not write the person's name here.")}
          errors={reasonErrors}
        />
      }
    >
      <p>
        {t(
          "The name and email of {name} will be replaced by a pseudonym everywhere, also in the audit trail and on their certificates; their sign-ins, invitations and mail contents will be removed. Their attempts, answers, scores and certificates stay on record under the pseudonym. This cannot be undone.",
          { name: name },
        )}
      </p>
    </ConfirmPanel>
  );
}

function RetrainConfirm({ name, here }: { name: string; here: string }) {
  const t = useT();
  return (
    <ConfirmPanel
      id="require-retraining"
      title={t("Require Retraining")}
      cancelTo={here}
      intent="require-retraining"
      confirmLabel={t("Require Retraining")}
    >
      <p>
        {t(
          "{name} starts the training again from module 1. Their earlier attempts, answers and certificates stay on record as history; a certificate they hold stays as it is until the new one is issued.",
          { name: name },
        )}
      </p>
    </ConfirmPanel>
  );
}

/** Every attempt of every module, current and earlier, with the questions answered. */
function Attempts({ d }: { d: LoaderData }) {
  const t = useT();
  return (
    <section aria-labelledby="attempts-title">
      <h3 id="attempts-title">{t("Attempts per module")}</h3>
      <p className="muted">
        <Rich
          text={t(
            "Content versions identify the exact texts and questions of each attempt. The course's current version is <version>{version}</version>.",
            { version: shortVersion(d.courseVersion) },
          )}
          version={(c) => <span className="mono">{c}</span>}
        />
      </p>
      <DataTable
        caption={t("Attempts of {name} per module, current and earlier", { name: d.person.name })}
        columns={[
          t("Module"),
          t("Attempt"),
          t("Score"),
          t("First pass"),
          t("Started"),
          t("Completed"),
          t("Course language"),
          t("Content version"),
          t("Questions answered"),
        ]}
      >
        {d.modules.flatMap((m) =>
          m.attempts.length === 0
            ? [
                <tr key={`m${m.id}`}>
                  <th scope="row">
                    {m.id}. {m.title ?? t("Module {id}", { id: m.id })}
                  </th>
                  <td colSpan={8} className="muted">
                    {t("No attempt")}
                  </td>
                </tr>,
              ]
            : m.attempts.map((a) => <AttemptRow key={a.id} m={m} a={a} />),
        )}
      </DataTable>
    </section>
  );
}

function AttemptRow({ m, a }: { m: LoaderData["modules"][number]; a: LoaderData["modules"][number]["attempts"][number] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <tr>
      <th scope="row">
        {m.id}. {m.title ?? t("Module {id}", { id: m.id })}
      </th>
      <td>
        {a.supersededAt ? t("Earlier (superseded {date})", { date: formatLongDate(a.supersededAt, locale) }) : t("Current")}
        <br />
        <span className="muted">{a.phase === "completed" ? t("Completed") : t("In progress ({phase})", { phase: a.phase })}</span>
      </td>
      <td>{a.score === null ? "–" : t("{score, number}%", { score: a.score })}</td>
      <td>{a.firstScore === null ? "–" : t("{score, number}%", { score: a.firstScore })}</td>
      <td>{formatLongDate(a.startedAt, locale)}</td>
      <td>{a.completedAt ? formatDateTimeUtc(a.completedAt, { locale }) : "–"}</td>
      <td lang={a.language}>{LANGUAGE_NAMES[a.language]}</td>
      <td>
        <span className={a.versioned ? "mono" : "muted"}>{a.version}</span>
        {a.versioned ? <span className="muted"> {a.currentVersion ? t("(current)") : t("(earlier content)")}</span> : null}
      </td>
      <td>
        {a.answers.length === 0 ? (
          <span className="muted">{t("None")}</span>
        ) : (
          <details>
            <summary>{t("{count, plural, one {# answer} other {# answers}}", { count: a.answers.length })}</summary>
            <ol>
              {a.answers.map((x, i) => (
                <li key={i}>
                  {x.question ??
                    t("Question {id} (wording not recorded: {version})", {
                      id: x.questionId,
                      version: versionLabel(null),
                    })}
                  <br />
                  <span className="muted">{answerLine(t, x)}</span>
                </li>
              ))}
            </ol>
          </details>
        )}
      </td>
    </tr>
  );
}

function Chain({ d, here }: { d: LoaderData; here: string }) {
  const t = useT();
  return (
    <section aria-labelledby="chain-title">
      <h3 id="chain-title">{t("Certificates")}</h3>
      {d.recertification.retraining ? (
        <p className="banner banner-success" role="status">
          {t("A new training cycle is under way. The current certificate stays as it is until the new one is issued.")}
        </p>
      ) : null}
      {d.outdated ? <p className="muted">{t("The current certificate was earned on an earlier version of the course content.")}</p> : null}
      {d.chain.length === 0 ? (
        <p className="muted">{t("No certificate has been issued to {name}.", { name: d.person.name })}</p>
      ) : (
        <ol className="chain" aria-label={t("Certificate chain of {name}, oldest first", { name: d.person.name })}>
          {d.chain.map((c, i) => (
            <ChainLink key={c.number} c={c} i={i} d={d} here={here} />
          ))}
        </ol>
      )}
      <p className="muted">
        <Rich
          text={t("Status in the employee list: <strong>{status}</strong>", { status: t(BADGE_LABEL[d.badge]) })}
          strong={(c) => <strong>{c}</strong>}
        />
      </p>
      <p className="actions">
        {d.person.deleted ? null : (
          <Link className="btn" to={`${here}?confirm=retrain`}>
            {t("Require Retraining")}
          </Link>
        )}
        <Link className="btn" to={`${d.base}/admin/dashboard/evidence?email=${encodeURIComponent(d.person.email)}`}>
          {t("Evidence Pack of This Person")}
        </Link>
        {d.person.deleted && !d.person.erased ? (
          <Link className="btn btn-danger" to={`${here}?confirm=erase`}>
            {t("Erase Personal Data")}
          </Link>
        ) : null}
      </p>
      {d.person.status === "active" ? (
        <div className="actions">
          <PostButton action={here} intent="send-password-reset">
            {t("Send Password Reset Link")}
          </PostButton>
          <span className="muted">
            {t("A link to choose a new password, valid for one hour; their current password works until it is used.")}
          </span>
        </div>
      ) : null}
    </section>
  );
}

/** One certificate of the chain: its number and state, dates, signature, what ended it, and what can be done with it. */
function ChainLink({ c, i, d, here }: { c: LoaderData["chain"][number]; i: number; d: LoaderData; here: string }) {
  const t = useT();
  const locale = useLocale();
  const day = (iso: string) => formatLongDate(iso, locale);
  return (
    <li>
      <p className="flush">
        {i > 0 ? <span aria-hidden="true">→ </span> : null}
        <strong>{t("Certificate {position, number}", { position: i + 1 })}</strong>: <span className="mono">{c.number}</span>{" "}
        <span className={`pill pill-verify-${c.state}`}>{t(STATE_LABEL[c.state])}</span>
      </p>
      <p className="chain-step flush">
        <Rich
          text={t(chainStepKey(c), {
            issued: day(c.issuedAt),
            until: c.validUntil ? day(c.validUntil) : "",
            version: versionLabel(c.contentVersion),
          })}
          version={(v) => <span className="mono">{v}</span>}
        />
      </p>
      <p className="chain-step flush">
        {c.signature ? `${signatureLine(c.signature)} (${t(SIGNATURE_METHOD_LABEL[c.signature.method])})` : t(UNSIGNED_TEXT)}
      </p>
      {c.revokedAt ? (
        <p className="chain-step flush">
          {c.revokedReason
            ? t("Revoked {date}: {reason}", { date: day(c.revokedAt), reason: c.revokedReason })
            : t("Revoked {date}", { date: day(c.revokedAt) })}
        </p>
      ) : null}
      {c.supersededAt ? (
        <p className="chain-step flush">
          {c.supersededBy
            ? t("Superseded {date} by {number}", { date: day(c.supersededAt), number: c.supersededBy })
            : t("Superseded {date}", { date: day(c.supersededAt) })}
        </p>
      ) : null}
      <div className="actions">
        <Link className="btn btn-small" to={verificationPath(c.number)}>
          {t("Verification page")}
        </Link>
        {c.state !== "revoked" && c.state !== "superseded" && !d.person.deleted ? (
          <a className="btn btn-small" href={`${d.base}/admin/employees/${d.person.id}/certificate.pdf`}>
            {t("Download Certificate")}
          </a>
        ) : null}
        {c.state !== "revoked" ? (
          <Link
            className="btn btn-small btn-danger"
            to={`${here}?confirm=revoke-${c.number}`}
            aria-label={t("Revoke certificate {number}", { number: c.number })}
          >
            {t("Revoke")}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** The reason a confirmation asks for (a revocation, an erasure): required, 3 to REVOKE_REASON_MAX characters, its hint and error beside it. */
function ReasonField(p: { id: string; label: string; hint: string; errors?: string[] | null; multiline?: boolean; defaultValue?: string }) {
  const props = {
    id: p.id,
    name: "reason",
    minLength: 3,
    maxLength: REVOKE_REASON_MAX,
    required: true,
    "aria-describedby": `${p.id}-hint`,
    "aria-invalid": p.errors?.length ? true : undefined,
    defaultValue: p.defaultValue,
  };
  return (
    <div className="field">
      <label htmlFor={p.id}>{p.label}</label>
      {p.multiline ? <textarea {...props} rows={3} /> : <input {...props} />}
      <p className="hint" id={`${p.id}-hint`}>
        {p.hint}
      </p>
      <FieldError id={`${p.id}-error`} errors={p.errors} />
    </div>
  );
}
