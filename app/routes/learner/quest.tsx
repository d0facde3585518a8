import { data, redirect } from "react-router";
import type { Route } from "./+types/quest";
import { msg } from "../../i18n/msg";
import { metaT } from "../../i18n/react";
import { QuestPage } from "../../components/QuestPage";
import { courseLanguage, getModule } from "../../content";
import { SIGNATURE_STATEMENT } from "../../domain/certificate";
import { CERTIFICATE_MODULE, questModuleParam } from "../../domain/course";
import { questSchema } from "../../domain/forms";
import { learnerPage } from "../../server/identity/pages.server";
import { redirectWithFlash } from "../../server/platform/cookies.server";
import { parseForm } from "../../server/platform/forms.server";
import { requestLanguage, requestLocale } from "../../server/platform/i18n.server";
import { log } from "../../server/platform/log.server";
import { signCompletion } from "../../server/training/acknowledgement.server";
import { beginModule, FlowError, questView, startAssessment, submitAnswer } from "../../server/training/assessment.server";
import { resetProgress } from "../../server/training/resets.server";
import { isDatabaseUnreachable } from "../../server/platform/unavailable.server";

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaT(matches);
  return [{ title: data?.module ? t("{module} – GDPR Training", { module: data.module.title }) : t("Training Module – GDPR Training") }];
};

/** A refused signature (too many password attempts, a busy service) says when to try again. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

/** An address that names no module (spec: "Training Module Not Found") answers 404 with that view. */
const NO_MODULE = 0;

export async function loader(args: Route.LoaderArgs) {
  const { caller, view } = await learnerPage(args);
  const moduleId = questModuleParam(args.params.regionId, args.params.questId) ?? NO_MODULE;
  const url = args.url;
  const answeredParam = Number(url.searchParams.get("answered"));
  const {
    view: quest,
    stats,
    language,
  } = await questView(
    caller,
    moduleId,
    Number.isInteger(answeredParam) && answeredParam > 0 ? answeredParam : null,
    courseLanguage(await requestLocale(args.request)),
  );
  if (quest.kind === "locked") throw redirect(`${view.tenant.base}/world`);
  // the module in the course language of this page: the attempt's own once it started
  const mod = getModule(moduleId, language);
  const page = {
    ...view,
    ...stats,
    quest,
    confirmReset: url.searchParams.get("confirm") === "reset",
    module: mod
      ? {
          id: mod.id,
          language,
          title: mod.title,
          department: mod.department,
          badge: mod.badge,
          xpReward: mod.xpReward,
          color: mod.color,
          // Only the text of the phase on screen is sent (small pages).
          briefing: quest.kind === "briefing" ? mod.briefing : null,
          training: quest.kind === "training" ? mod.training : null,
        }
      : null,
  };
  return data(page, { status: quest.kind === "not-found" ? 404 : 200 });
}

export async function action(args: Route.ActionArgs) {
  const { tenant, caller } = await learnerPage(args);
  // Errors go back translated (the page shows them as they are).
  const { t, locale } = await requestLanguage(args.request);
  const moduleId = questModuleParam(args.params.regionId, args.params.questId);
  if (moduleId === null) return data({ error: t("Training Module Not Found") }, { status: 404 });
  // Redirects go to the module's own address, never back to the raw params: a path can carry
  // anything (CR/LF, NUL, characters a Location header cannot hold).
  const here = `${tenant.base}/quest/${moduleId}/${moduleId}`;
  const submission = await parseForm(args.request, questSchema);
  if (submission.status !== "success" && submission.payload.intent === "sign") {
    return data({ error: null, sign: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const error = errors.choice?.[0] ?? errors.questionId?.[0] ?? msg("Unknown action.");
    return data({ error: t(error) }, { status: 400 });
  }
  const form = submission.value;
  try {
    switch (form.intent) {
      case "begin":
        await beginModule(caller, moduleId, courseLanguage(locale));
        return redirect(here);
      case "start-assessment":
        await startAssessment(caller, moduleId);
        return redirect(here);
      case "answer":
        try {
          await submitAnswer(caller, tenant, moduleId, form.questionId, form.choice);
        } catch (e) {
          // (the database out of reach answers its own 503 with Retry-After)
          if (e instanceof FlowError || isDatabaseUnreachable(e)) throw e;
          log(args.request).error({ err: e }, "saving an answer failed");
          return data({ error: t("Failed to save training progress. Please try again or contact support.") }, { status: 503 });
        }
        return redirect(`${here}?answered=${form.questionId}`);
      case "reset-module":
        try {
          await resetProgress(caller, { kind: "module", moduleId });
        } catch (e) {
          if (!(e instanceof FlowError)) log(args.request).error({ err: e }, "module reset failed");
          const reason = e instanceof FlowError ? t(e.message) : t("Unknown error");
          return redirectWithFlash(here, { kind: "error", text: t("Reset failed: {reason}", { reason }) });
        }
        return redirectWithFlash(here, { kind: "success", text: t("Training module successfully reset!") });
      case "sign": {
        if (moduleId !== CERTIFICATE_MODULE) throw new FlowError(msg("Training Module Not Found"), 404);
        const statement = t(SIGNATURE_STATEMENT); // as the form showed it
        const signed = await signCompletion(caller, tenant, { password: form.password, confirm: form.confirm, statement });
        if (signed.kind === "signed") {
          return redirectWithFlash(here, {
            kind: "success",
            text: t("Your completion is signed. Certificate {number} has been issued.", { number: signed.number }),
          });
        }
        const reply = submission.reply({
          hideFields: ["password"],
          // Field errors stay keys: the form's FieldError translates them.
          ...(signed.field ? { fieldErrors: { [signed.field]: [signed.message] } } : {}),
        });
        return data(
          { error: signed.field ? null : t(signed.message), sign: reply },
          { status: signed.status, headers: signed.retryAfterSeconds ? { "Retry-After": String(signed.retryAfterSeconds) } : undefined },
        );
      }
    }
  } catch (e) {
    if (!(e instanceof FlowError)) throw e;
    if (e.status === 403) return redirect(`${tenant.base}/world`);
    return data({ error: t(e.message) }, { status: e.status });
  }
}

export default function Quest({ loaderData, actionData }: Route.ComponentProps) {
  return <QuestPage d={loaderData} actionData={actionData} />;
}
