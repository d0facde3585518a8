/** Loader and action of /profile and /progress (the same data and actions, two screens). */
import { redirect } from "react-router";
import { z } from "zod";
import { courseLanguage } from "../../content";
import { recertificationDue } from "../../domain/certificate";
import { CERTIFICATE_MODULE } from "../../domain/course";
import { languageSchema, nameChangeSchema, profileSchema } from "../../domain/forms";
import { saveLanguagePreference } from "../../server/identity/language.server";
import { changeOwnName } from "../../server/identity/rectification.server";
import { learnerPage } from "../../server/identity/pages.server";
import { type CompanyUser, getUser, type RequestArgs } from "../../server/identity/sessions.server";
import { redirectWithFlash } from "../../server/platform/cookies.server";
import { parseForm } from "../../server/platform/forms.server";
import { languageOfChoice, requestLanguage } from "../../server/platform/i18n.server";
import { log } from "../../server/platform/log.server";
import { resolveTenant } from "../../server/platform/tenant.server";
import { personOf } from "../../server/training/assessment.server";
import { CERTIFICATE_MAIL, certificateChain, emailCertificate } from "../../server/training/certificates.server";
import { attemptsAndBadges, badgeName, completedModules, statsOf, toRecords } from "../../server/training/progress.server";
import { startRecertification } from "../../server/training/recertification.server";
import { resetProgress } from "../../server/training/resets.server";

type Page = "profile" | "progress";

/** The screens' posts: their own intents, the language preference and the name correction (profile). */
const profileFormSchema = z.discriminatedUnion("intent", [...profileSchema.options, languageSchema, nameChangeSchema]);

/**
 * Stats, the completed modules (issue 28), badges, the current certificate and the whole chain
 * (issue 13), and whether a new cycle is due; a fixed number of queries. The revocation reason is the company's: not shown.
 */
export async function profileLoader(args: RequestArgs, page: Page) {
  if (page === "progress") {
    // The progress screen sends signed-out visitors home (spec/learner.md section 2).
    const tenant = await resolveTenant(args.request);
    if (!(await getUser(args.request, tenant))) throw redirect(tenant.base || "/");
  }
  const { caller, view } = await learnerPage(args);
  const person = personOf(caller);
  const now = new Date();
  const [{ rows, badges }, chain, { locale }] = await Promise.all([
    attemptsAndBadges(person),
    certificateChain(person, now),
    requestLanguage(args.request),
  ]);
  const records = toRecords(rows);
  const { user } = caller;
  const current = chain.find((c) => c.state === "valid" || c.state === "expired") ?? null;
  const courseCompleted = records.some((r) => r.region_id === CERTIFICATE_MODULE && r.is_completed);
  const due = recertificationDue({ current, courseCompleted }, now);
  return {
    ...view,
    ...statsOf(records),
    person: profilePerson(user),
    certifications: badges.length,
    modules: completedModules(rows, courseLanguage(locale)),
    badges: badges.map((b) => ({ id: b.id, name: badgeName(b, courseLanguage(locale)), earnedAt: b.earned_at })),
    certificate: current
      ? {
          number: current.number,
          issuedAt: current.issuedAt,
          validUntil: current.validUntil,
          state: current.state,
          contentVersion: current.contentVersion,
          signature: current.signature,
        }
      : null,
    chain: chain.map(({ revokedReason: _reason, ...c }) => c),
    recertification: { due, retraining: current !== null && !courseCompleted },
    confirmResetAll: args.url.searchParams.get("confirm") === "reset-all",
  };
}

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  photoUrl: string | null;
  joined: string;
  /** The language preference (null: the company's default); optional for pages made without a session (the bench's floor). */
  locale?: string | null;
}

const profilePerson = (user: CompanyUser): Person => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  photoUrl: user.photoUrl,
  joined: user.createdAt,
  locale: user.locale,
});

/** Email the certificate, reset all training, start the recertification, save the language. */
export async function profileAction(args: RequestArgs, page: Page) {
  const { tenant, caller } = await learnerPage(args);
  const { t } = await requestLanguage(args.request);
  const here = `${tenant.base}/${page}`;
  const submission = await parseForm(args.request, profileFormSchema);
  if (submission.status !== "success") {
    const payload = submission.payload as Record<string, unknown>;
    const nameError = payload.intent === "change-name" ? Object.values(submission.error ?? {}).flat()[0] : undefined;
    return redirectWithFlash(here, {
      kind: "error",
      text: nameError ? t(nameError) : t("Reset failed: {reason}", { reason: t("Unknown error") }),
    });
  }
  if (submission.value.intent === "change-name") {
    const { firstName, lastName } = submission.value;
    const r = await changeOwnName(caller, { firstName, lastName });
    return redirectWithFlash(here, {
      kind: "success",
      text:
        r.kind === "unchanged"
          ? t("Your name is unchanged.")
          : r.reissued
            ? t("Name saved. Your certificate was re-issued with it as {number}.", { number: r.reissued.number })
            : t("Name saved."),
    });
  }
  if (submission.value.intent === "language") {
    const locale = submission.value.locale || null;
    await saveLanguagePreference(caller.user, caller.scope, locale);
    // The flash is read on the next page, which speaks the language just saved.
    const next = await languageOfChoice(args.request, locale);
    return redirectWithFlash(here, { kind: "success", text: next.t("Language saved.") });
  }
  if (submission.value.intent === "start-recertification") {
    const started = await startRecertification(caller);
    return redirectWithFlash(
      started ? `${tenant.base}/world` : here,
      started
        ? { kind: "success", text: t("Your recertification has started: complete the seven modules again to receive a new certificate.") }
        : { kind: "error", text: t("No recertification is due.") },
    );
  }
  if (submission.value.intent === "email-certificate") {
    const r = await emailCertificate(caller, tenant);
    return redirectWithFlash(
      here,
      r.ok
        ? { kind: "success", text: t(CERTIFICATE_MAIL[r.delivery]) }
        : { kind: "error", text: t("Failed to email certificate: {reason}", { reason: t(r.error) }) },
    );
  }
  try {
    await resetProgress(caller, { kind: "all" });
  } catch (e) {
    log(args.request).error({ err: e }, "reset of all training failed");
    return redirectWithFlash(here, { kind: "error", text: t("Reset failed: {reason}", { reason: t("Unknown error") }) });
  }
  return redirectWithFlash(here, { kind: "success", text: t("Training progress successfully reset!") });
}

/**
 * The language of the page after a save: the one chosen, or (following the company again) the
 * company's default; without one, the request's own language stands for the browser's.
 */
