import { createCookieSessionStorage, redirect } from "react-router";
import { getModule } from "../content";
import { scorePercent, selectQuestionIds } from "../domain/progress";
import { env } from "./env.server";
import { publicTenant, resolveTenant } from "./tenant.server";

/** The public demo: module 1 for visitors, its progress kept only in the visitor's session cookie. */
type DemoState = { phase: "briefing" | "training" | "assessment" | "completed"; answers: [number, number][] };

let storage: ReturnType<typeof createCookieSessionStorage<{ state: DemoState }>> | undefined;
const demoStorage = () =>
  (storage ??= createCookieSessionStorage<{ state: DemoState }>({
    cookie: { name: "academy_demo", httpOnly: true, sameSite: "lax", path: "/", secure: env().secureCookies, secrets: [env().SESSION_SECRET], maxAge: 60 * 60 * 24 },
  }));

const DEMO_MODULE = 1;
const demoQuestions = () => selectQuestionIds(getModule(DEMO_MODULE)!.questions.map((q) => q.id), "demo-visitor", DEMO_MODULE);

async function readState(request: Request) {
  const session = await demoStorage().getSession(request.headers.get("Cookie"));
  const state = (session.get("state") as DemoState | undefined) ?? { phase: "briefing", answers: [] };
  return { session, state };
}

export async function demoLoader(request: Request) {
  const tenant = await resolveTenant(request);
  const { state } = await readState(request);
  const mod = getModule(DEMO_MODULE)!;
  const ids = demoQuestions();
  const answered = new Map(state.answers);
  const results = ids.filter((id) => answered.has(id)).map((id) => {
    const q = mod.questions.find((x) => x.id === id)!;
    return { id, question: q.question, options: q.options, chosen: answered.get(id)!, correctAnswer: q.correctAnswer, explanation: q.explanation };
  });
  const nextId = ids.find((id) => !answered.has(id));
  const next = nextId ? mod.questions.find((q) => q.id === nextId)! : null;
  const correct = results.filter((r) => r.chosen === r.correctAnswer).length;
  return {
    tenant: publicTenant(tenant),
    phase: state.phase,
    module: { title: mod.title, department: mod.department },
    briefing: state.phase === "briefing" ? mod.briefing : null,
    training: state.phase === "training" ? mod.training : null,
    question: state.phase === "assessment" && next ? { id: next.id, question: next.question, options: next.options, number: results.length + 1 } : null,
    last: results.at(-1) ?? null,
    score: state.phase === "completed" ? scorePercent(correct) : null,
    correct,
  };
}

export async function demoAction(request: Request) {
  const tenant = await resolveTenant(request);
  const here = `${tenant.base}/demo`;
  const form = await request.formData();
  const { session, state } = await readState(request);
  const intent = form.get("intent");
  const ids = demoQuestions();
  if (intent === "begin" && state.phase === "briefing") state.phase = "training";
  else if (intent === "start-assessment" && state.phase === "training") state.phase = "assessment";
  else if (intent === "answer" && state.phase === "assessment") {
    const qid = Number(form.get("questionId"));
    const choice = Number(form.get("choice"));
    const current = ids.find((id) => !state.answers.some(([a]) => a === id));
    if (qid === current && form.get("choice") !== null && choice >= 0 && choice <= 3) {
      state.answers.push([qid, choice]);
      if (state.answers.length === ids.length) state.phase = "completed";
    }
  } else if (intent === "restart") {
    state.phase = "briefing";
    state.answers = [];
  }
  session.set("state", state);
  return redirect(here, { headers: { "Set-Cookie": await demoStorage().commitSession(session) } });
}
