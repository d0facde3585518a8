import { data } from "react-router";
import type { Route } from "./+types/world";
import { metaT } from "../../i18n/react";
import { WorldPage } from "../../components/WorldPage";
import { courseLanguage, getModule } from "../../content";
import { recertificationDue } from "../../domain/certificate";
import { CERTIFICATE_MODULE } from "../../domain/course";
import { worldSchema } from "../../domain/forms";
import { learnerPage } from "../../server/identity/pages.server";
import { redirectWithFlash } from "../../server/platform/cookies.server";
import { parseForm } from "../../server/platform/forms.server";
import { requestLanguage, requestLocale } from "../../server/platform/i18n.server";
import { FlowError, personOf } from "../../server/training/assessment.server";
import { currentCertificate } from "../../server/training/certificates.server";
import { worldState } from "../../server/training/progress.server";
import { resetProgress } from "../../server/training/resets.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Training Academy – GDPR Training") }];
};

export async function loader(args: Route.LoaderArgs) {
  const { caller, view } = await learnerPage(args);
  const person = personOf(caller);
  const world = await worldState(person, courseLanguage(await requestLocale(args.request)));
  // A completed course may be due for recertification: one more query, for those only.
  const courseCompleted = world.cards.some((c) => c.id === CERTIFICATE_MODULE && c.status === "completed");
  const current = courseCompleted ? await currentCertificate(person) : undefined;
  const recertificationDueFor = courseCompleted
    ? recertificationDue({ current: current ? { validUntil: current.valid_until } : null, courseCompleted }, new Date())
    : null;
  const confirm = /^reset-(\d)$/.exec(args.url.searchParams.get("confirm") ?? "");
  const confirmCard = confirm
    ? world.cards.find((c) => c.id === Number(confirm[1]) && c.unlocked && c.percent > 0 && c.id !== CERTIFICATE_MODULE)
    : undefined;
  return {
    ...view,
    ...world,
    recertificationDue: recertificationDueFor,
    confirm: confirmCard ? { id: confirmCard.id, title: confirmCard.title } : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const { tenant, caller } = await learnerPage(args);
  const { t, locale } = await requestLanguage(args.request);
  const submission = await parseForm(args.request, worldSchema);
  const mod = submission.status === "success" ? getModule(submission.value.regionId, courseLanguage(locale)) : undefined;
  if (!mod) return data({ error: t("Reset failed: {reason}", { reason: t("Invalid response") }) }, { status: 400 });
  try {
    await resetProgress(caller, { kind: "department", moduleId: mod.id });
  } catch (e) {
    if (!(e instanceof FlowError)) throw e;
    return redirectWithFlash(`${tenant.base}/world`, { kind: "error", text: t("Reset failed: {reason}", { reason: t(e.message) }) });
  }
  return redirectWithFlash(`${tenant.base}/world`, {
    kind: "success",
    text: t("{module} training successfully reset!", { module: mod.title }),
  });
}

export default function World({ loaderData, actionData }: Route.ComponentProps) {
  return <WorldPage d={loaderData} actionData={actionData} />;
}
