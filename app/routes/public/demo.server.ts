/**
 * The public demo: module 1 for visitors, with the same assessment rules as the signed-in quest
 * (domain/assessment.ts, retake included); its progress is kept only in a signed session cookie
 * (the walk of server/training/walkthrough.server.ts, shared with the super administrator's previews).
 */
import { redirect } from "react-router";
import { courseLanguage, getModule } from "../../content";
import type { Locale } from "../../domain/locale";
import { requestLocale } from "../../server/platform/i18n.server";
import { selectQuestionIds } from "../../domain/progress";
import { publicTenant, resolveTenant } from "../../server/platform/tenant.server";
import { walkCookie, walkView } from "../../server/training/walkthrough.server";

const demoWalk = walkCookie({ name: "academy_demo", path: "/", maxAge: 60 * 60 * 24 });
const KEY = "state";

const DEMO_MODULE = 1;
/** Module 1 in the visitor's language (English where the course is not written in it). */
const demoModule = (language: Locale = "en") => {
  const mod = getModule(DEMO_MODULE, language);
  if (!mod) throw new Error("the demo module is missing from the course");
  return mod;
};
const demoQuestions = () =>
  selectQuestionIds(
    demoModule().questions.map((q) => q.id),
    "demo-visitor",
    DEMO_MODULE,
  );

export async function demoLoader(request: Request) {
  const tenant = await resolveTenant(request);
  const { state } = await demoWalk.read(request, KEY);
  const mod = demoModule(courseLanguage(await requestLocale(request)));
  return {
    tenant: publicTenant(tenant),
    module: { title: mod.title, department: mod.department },
    ...walkView(mod, demoQuestions(), state),
  };
}

export async function demoAction(request: Request) {
  const tenant = await resolveTenant(request);
  const cookie = await demoWalk.post(request, KEY, demoQuestions());
  return redirect(`${tenant.base}/demo`, { headers: { "Set-Cookie": cookie } });
}
