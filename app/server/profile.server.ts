import { redirect } from "react-router";
import { getUser } from "./auth.server";
import { emailCertificate } from "./certificate.server";
import { resolveTenant } from "./tenant.server";
import { learnerPage, redirectWithFlash } from "./learner.server";
import { achievements, progressRecords, resetProgress, statsOf } from "./training.server";

/** Loader of /profile and /progress: stats, badges, certificate; a fixed number of queries. */
export async function profileLoader(request: Request, page: "profile" | "progress") {
  if (page === "progress") {
    // The progress screen sends signed-out visitors home (spec/learner.md section 2).
    const tenant = await resolveTenant(request);
    if (!(await getUser(request, tenant))) throw redirect(tenant.base || "/");
  }
  const { user, view } = await learnerPage(request);
  const [records, ach] = await Promise.all([progressRecords(user), achievements(user)]);
  const url = new URL(request.url);
  return {
    ...view,
    ...statsOf(records),
    person: { firstName: user.firstName, lastName: user.lastName, email: user.email, photoUrl: user.photoUrl, joined: user.createdAt },
    certifications: ach.badges.length,
    badges: ach.badges.map((b) => ({ id: b.id, name: b.badge_name, earnedAt: b.earned_at })),
    certificate: ach.certificate ? { number: ach.certificate.number, issuedAt: ach.certificate.issued_at, validUntil: ach.certificate.valid_until } : null,
    confirmResetAll: url.searchParams.get("confirm") === "reset-all",
  };
}

/** Actions of /profile and /progress: email the certificate, reset all training. */
export async function profileAction(request: Request, page: "profile" | "progress") {
  const { tenant, user } = await learnerPage(request);
  const here = `${tenant.base}/${page}`;
  const intent = (await request.formData()).get("intent");
  if (intent === "email-certificate") {
    const r = await emailCertificate(user, tenant);
    return redirectWithFlash(here, r.ok
      ? { kind: "success", text: "Certificate has been emailed to your registered email address!" }
      : { kind: "error", text: `Failed to email certificate: ${r.error}` });
  }
  if (intent === "reset-all") {
    try {
      await resetProgress(user, { kind: "all" });
    } catch (e) {
      return redirectWithFlash(here, { kind: "error", text: `Reset failed: ${e instanceof Error ? e.message : "Unknown error"}` });
    }
    return redirectWithFlash(here, { kind: "success", text: "Training progress successfully reset!" });
  }
  return redirectWithFlash(here, { kind: "error", text: "Reset failed: Unknown error" });
}
