/** Loader and action of /profile and /progress (the same data and actions, two screens). */
import { redirect } from "react-router";
import { profileSchema } from "../../domain/forms";
import { learnerPage } from "../../server/identity/pages.server";
import { getUser, type RequestArgs } from "../../server/identity/sessions.server";
import { redirectWithFlash } from "../../server/platform/cookies.server";
import { parseForm } from "../../server/platform/forms.server";
import { log } from "../../server/platform/log.server";
import { resolveTenant } from "../../server/platform/tenant.server";
import { personOf } from "../../server/training/assessment.server";
import { CERTIFICATE_MAIL, emailCertificate } from "../../server/training/certificates.server";
import { achievements, progressRecords, statsOf } from "../../server/training/progress.server";
import { resetProgress } from "../../server/training/resets.server";

type Page = "profile" | "progress";

/** Stats, badges and the current certificate; a fixed number of queries. */
export async function profileLoader(args: RequestArgs, page: Page) {
  if (page === "progress") {
    // The progress screen sends signed-out visitors home (spec/learner.md section 2).
    const tenant = await resolveTenant(args.request);
    if (!(await getUser(args.request, tenant))) throw redirect(tenant.base || "/");
  }
  const { caller, view } = await learnerPage(args);
  const person = personOf(caller);
  const [records, ach] = await Promise.all([progressRecords(person), achievements(person)]);
  const { user } = caller;
  return {
    ...view,
    ...statsOf(records),
    person: { firstName: user.firstName, lastName: user.lastName, email: user.email, photoUrl: user.photoUrl, joined: user.createdAt },
    certifications: ach.badges.length,
    badges: ach.badges.map((b) => ({ id: b.id, name: b.badge_name, earnedAt: b.earned_at })),
    certificate: ach.certificate
      ? { number: ach.certificate.number, issuedAt: ach.certificate.issued_at, validUntil: ach.certificate.valid_until }
      : null,
    confirmResetAll: new URL(args.request.url).searchParams.get("confirm") === "reset-all",
  };
}

/** Email the certificate, reset all training. */
export async function profileAction(args: RequestArgs, page: Page) {
  const { tenant, caller } = await learnerPage(args);
  const here = `${tenant.base}/${page}`;
  const submission = await parseForm(args.request, profileSchema);
  if (submission.status !== "success") return redirectWithFlash(here, { kind: "error", text: "Reset failed: Unknown error" });
  if (submission.value.intent === "email-certificate") {
    const r = await emailCertificate(caller, tenant);
    return redirectWithFlash(
      here,
      r.ok ? { kind: "success", text: CERTIFICATE_MAIL[r.delivery] } : { kind: "error", text: `Failed to email certificate: ${r.error}` },
    );
  }
  try {
    await resetProgress(caller, { kind: "all" });
  } catch (e) {
    log().error({ err: e }, "reset of all training failed");
    return redirectWithFlash(here, { kind: "error", text: "Reset failed: Unknown error" });
  }
  return redirectWithFlash(here, { kind: "success", text: "Training progress successfully reset!" });
}
