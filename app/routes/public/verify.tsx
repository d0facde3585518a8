import { data, Link } from "react-router";
import type { Route } from "./+types/verify";
import { ErrorBanner, PublicHeader } from "../../components/chrome";
import { STATE_LABEL, UNSIGNED_TEXT, verificationPath } from "../../domain/certificate";
import { formatDateTimeUtc, formatLongDate } from "../../domain/dates";
import { shortVersion, UNVERSIONED } from "../../domain/content-version";
import { msg } from "../../i18n/msg";
import { Rich, useLocale, useT } from "../../i18n/react";
import { clientAddressContext } from "../../server/platform/context.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { VERIFY_LIMIT_MESSAGE, verifyLimiter } from "../../server/identity/rate-limit.server";
import { verifyCertificate } from "../../server/evidence/verification.server";

/**
 * The public verification of a certificate (issue 13): no sign-in, works without JavaScript,
 * limited per client address. Known numbers answer 200, unknown and malformed ones 404 with the
 * same page. Never cached by anyone (no-store), never indexed (noindex): a revocation shows at
 * once. In the visitor's language (the page's title too, set by the page).
 */
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

const HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const out = new Headers(HEADERS);
  const retry = loaderHeaders.get("Retry-After");
  if (retry) out.set("Retry-After", retry);
  return out;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const asked = params.number ?? "";
  const admission = await verifyLimiter().admit(context.get(clientAddressContext));
  if (!admission.admitted) {
    const { t } = await requestLanguage(request);
    return data(
      { limited: t(VERIFY_LIMIT_MESSAGE), number: asked.slice(0, 64), verification: null, checkedAt: new Date().toISOString() },
      { status: 429, headers: { ...HEADERS, "Retry-After": String(admission.retryAfterSeconds) } },
    );
  }
  const now = new Date();
  const verification = await verifyCertificate(request, asked, now);
  return data(
    { limited: null, number: verification.number, verification, checkedAt: now.toISOString() },
    { status: verification.found ? 200 : 404, headers: HEADERS },
  );
}

const SENTENCE = {
  valid: msg("This certificate is valid."),
  expired: msg("This certificate has expired: its validity period has ended."),
  revoked: msg("This certificate has been revoked by the company and is no longer valid."),
  superseded: msg("This certificate has been superseded by a newer certificate of the same person."),
} as const;

export default function Verify({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const v = d.verification;
  return (
    <>
      <title>{t("Certificate Verification – GDPR Training Academy")}</title>
      <PublicHeader name="GDPR Training Academy" base="" />
      <main id="main" className="page narrow">
        <h1>{t("Certificate Verification")}</h1>
        <p className="muted">
          {/* the number as asked (any text of the address) is rendered by itself, never parsed as markup */}
          <Rich
            text={t("Certificate number <number>{number}</number>", { number: "" })}
            number={() => (
              <strong className="mono" translate="no">
                {d.number || t("(none)")}
              </strong>
            )}
          />
        </p>
        <ErrorBanner>{d.limited}</ErrorBanner>
        {v?.found && v.state ? <Found v={v} state={v.state} /> : null}
        {!d.limited && !v?.found ? <NotFound /> : null}
        <p className="muted">
          {t(
            "Checked {time}. This page always shows the certificate's current status; a printed or saved copy of a certificate does not.",
            { time: formatDateTimeUtc(d.checkedAt, { locale }) },
          )}
        </p>
      </main>
    </>
  );
}

type Verification = NonNullable<Route.ComponentProps["loaderData"]["verification"]>;

/** A certificate found: its status with what changed it (revoked, superseded), and its facts. */
function Found({ v, state }: { v: Verification; state: NonNullable<Verification["state"]> }) {
  const t = useT();
  const locale = useLocale();
  const date = (value: string) => formatLongDate(value, locale);
  return (
    <section className="card" aria-labelledby="status-title">
      <h2 id="status-title">
        <Rich
          text={t("Status: <state>{state}</state>", { state: t(STATE_LABEL[state]) })}
          state={(c) => <span className={`pill pill-verify-${state}`}>{c}</span>}
        />
      </h2>
      <p role="status">{t(SENTENCE[state])}</p>
      {v.revokedAt ? (
        <p>
          {t("Revoked on {date}.", { date: date(v.revokedAt) })}
          {v.revocationReason ? (
            <>
              {" "}
              {t("Reason (shown only to your company's administrators):")} <strong>{v.revocationReason}</strong>
            </>
          ) : null}
        </p>
      ) : null}
      {v.holderLeft ? (
        <p>
          {t(
            "The holder is no longer with the company (shown only to your company's administrators). The certificate keeps its status: the training was valid.",
          )}
        </p>
      ) : null}
      {v.supersededAt ? (
        <p>
          {v.supersededBy ? (
            <Rich
              text={t("Superseded on {date} by certificate <link>{number}</link>.", {
                date: date(v.supersededAt),
                number: v.supersededBy,
              })}
              link={(c) => <Link to={verificationPath(v.supersededBy ?? "")}>{c}</Link>}
            />
          ) : (
            t("Superseded on {date}.", { date: date(v.supersededAt) })
          )}
        </p>
      ) : null}
      <CertificateFacts v={v} />
    </section>
  );
}

/** What the certificate states: holder, company, dates, content version and the learner's signature. */
function CertificateFacts({ v }: { v: Verification }) {
  const t = useT();
  const locale = useLocale();
  const date = (value: string) => formatLongDate(value, locale);
  return (
    <dl className="facts">
      <dt>{t("Holder")}</dt>
      <dd>{v.holderErased ? t("Not shown: the holder's personal data was erased.") : v.holder}</dd>
      <dt>{t("Company")}</dt>
      <dd>{v.company}</dd>
      <dt>{t("Completion date")}</dt>
      <dd>{v.completedAt ? date(v.completedAt) : ""}</dd>
      <dt>{t("Valid through")}</dt>
      <dd>{v.validUntil ? date(v.validUntil) : t("No expiry")}</dd>
      <dt>{t("Content version")}</dt>
      <dd>{v.contentVersion ? <span className="mono">{shortVersion(v.contentVersion)}</span> : t(UNVERSIONED)}</dd>
      <dt>{t("Signature")}</dt>
      <dd>
        {v.signature && v.signature.name === null
          ? t('Electronically signed on {date}. Meaning: "{meaning}."', {
              date: formatDateTimeUtc(v.signature.signedAt, { locale }),
              meaning: v.signature.meaning,
            })
          : v.signature
            ? t('Electronically signed by {name} on {date}. Meaning: "{meaning}."', {
                name: v.signature.name ?? "",
                date: formatDateTimeUtc(v.signature.signedAt, { locale }),
                meaning: v.signature.meaning,
              })
            : t(UNSIGNED_TEXT)}
      </dd>
    </dl>
  );
}

/** No certificate has this number: what to check. */
function NotFound() {
  const t = useT();
  return (
    <section className="card" aria-labelledby="status-title">
      <h2 id="status-title">
        <Rich
          text={t("Status: <state>{state}</state>", { state: t("Not found") })}
          state={(c) => <span className="pill pill-verify-unknown">{c}</span>}
        />
      </h2>
      <p role="status">{t("No certificate with this number was found.")}</p>
      <p>
        {t(
          "Check the number as printed on the certificate (GDPR-PHARMA- followed by 13 letters, or 9 letters on older certificates). A certificate that cannot be found here was not issued by this platform.",
        )}
      </p>
    </section>
  );
}
