import { data, Link } from "react-router";
import type { Route } from "./+types/verify";
import { PublicHeader } from "../../components/chrome";
import { STATE_LABEL, signatureLine, UNSIGNED_TEXT, verificationPath } from "../../domain/certificate";
import { formatDateTimeUtc, formatLongDate } from "../../domain/dates";
import { shortVersion, UNVERSIONED } from "../../domain/content-version";
import { clientAddressContext } from "../../server/platform/context.server";
import { VERIFY_LIMIT_MESSAGE, verifyLimiter } from "../../server/identity/rate-limit.server";
import { verifyCertificate } from "../../server/evidence/verification.server";

/**
 * The public verification of a certificate (issue 13): no sign-in, works without JavaScript,
 * limited per client address. Known numbers answer 200, unknown and malformed ones 404 with the
 * same page. Never cached by anyone (no-store), never indexed (noindex): a revocation shows at
 * once.
 */
export const meta: Route.MetaFunction = () => [
  { title: "Certificate Verification – GDPR Training Academy" },
  { name: "robots", content: "noindex, nofollow" },
];

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
    return data(
      { limited: VERIFY_LIMIT_MESSAGE, number: asked.slice(0, 64), verification: null, checkedAt: new Date().toISOString() },
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
  valid: "This certificate is valid.",
  expired: "This certificate has expired: its validity period has ended.",
  revoked: "This certificate has been revoked by the company and is no longer valid.",
  superseded: "This certificate has been superseded by a newer certificate of the same person.",
} as const;

export default function Verify({ loaderData: d }: Route.ComponentProps) {
  const v = d.verification;
  return (
    <>
      <PublicHeader name="GDPR Training Academy" base="" />
      <main id="main" className="page narrow">
        <h1>Certificate Verification</h1>
        <p className="muted">
          Certificate number <strong className="mono">{d.number || "(none)"}</strong>
        </p>
        {d.limited ? (
          <p className="banner banner-error" role="alert">
            {d.limited}
          </p>
        ) : null}
        {v?.found && v.state ? (
          <section className="card" aria-labelledby="status-title">
            <h2 id="status-title">
              Status: <span className={`pill pill-verify-${v.state}`}>{STATE_LABEL[v.state]}</span>
            </h2>
            <p role="status">{SENTENCE[v.state]}</p>
            {v.revokedAt ? (
              <p>
                Revoked on {formatLongDate(v.revokedAt)}.
                {v.revocationReason ? (
                  <>
                    {" "}
                    Reason (shown only to your company's administrators): <strong>{v.revocationReason}</strong>
                  </>
                ) : null}
              </p>
            ) : null}
            {v.holderLeft ? (
              <p>
                The holder is no longer with the company (shown only to your company's administrators). The certificate keeps its status:
                the training was valid.
              </p>
            ) : null}
            {v.supersededAt ? (
              <p>
                Superseded on {formatLongDate(v.supersededAt)}
                {v.supersededBy ? (
                  <>
                    {" "}
                    by certificate <Link to={verificationPath(v.supersededBy)}>{v.supersededBy}</Link>
                  </>
                ) : null}
                .
              </p>
            ) : null}
            <dl className="facts">
              <dt>Holder</dt>
              <dd>{v.holder}</dd>
              <dt>Company</dt>
              <dd>{v.company}</dd>
              <dt>Completion date</dt>
              <dd>{v.completedAt ? formatLongDate(v.completedAt) : ""}</dd>
              <dt>Valid through</dt>
              <dd>{v.validUntil ? formatLongDate(v.validUntil) : "No expiry"}</dd>
              <dt>Content version</dt>
              <dd>{v.contentVersion ? <span className="mono">{shortVersion(v.contentVersion)}</span> : UNVERSIONED}</dd>
              <dt>Signature</dt>
              <dd>{v.signature ? signatureLine(v.signature) : UNSIGNED_TEXT}</dd>
            </dl>
          </section>
        ) : null}
        {!d.limited && !v?.found ? (
          <section className="card" aria-labelledby="status-title">
            <h2 id="status-title">
              Status: <span className="pill pill-verify-unknown">Not found</span>
            </h2>
            <p role="status">No certificate with this number was found.</p>
            <p>
              Check the number as printed on the certificate (GDPR-PHARMA- followed by 13 letters, or 9 letters on older certificates). A
              certificate that cannot be found here was not issued by this platform.
            </p>
          </section>
        ) : null}
        <p className="muted">
          Checked {formatDateTimeUtc(d.checkedAt)}. This page always shows the certificate's current status; a printed or saved copy of a
          certificate does not.
        </p>
      </main>
    </>
  );
}
