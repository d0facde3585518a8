/**
 * The public demo: module 1 for visitors, with the same assessment rules as the signed-in quest
 * (domain/assessment.ts, retake included); its progress is kept only in a signed session cookie.
 */
import { createCookieSessionStorage, redirect } from "react-router";
import { z } from "zod";
import { getModule, questionOf } from "../../content";
import { type Assessment, currentStep, giveAnswer } from "../../domain/assessment";
import { demoSchema } from "../../domain/forms";
import { selectQuestionIds } from "../../domain/progress";
import { env } from "../../server/platform/env.server";
import { parseForm } from "../../server/platform/forms.server";
import { publicTenant, resolveTenant } from "../../server/platform/tenant.server";

const stateSchema = z.object({
  phase: z.enum(["briefing", "training", "assessment", "completed"]),
  answers: z.array(z.tuple([z.number().int(), z.enum(["first", "retake"]), z.number().int().min(0).max(3)])).max(8),
});
type DemoState = z.infer<typeof stateSchema>;

let storage: ReturnType<typeof createCookieSessionStorage<{ state: DemoState }>> | undefined;
const demoStorage = () =>
  (storage ??= createCookieSessionStorage<{ state: DemoState }>({
    cookie: {
      name: "academy_demo",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: env().secureCookies,
      secrets: [env().SESSION_SECRET],
      maxAge: 60 * 60 * 24,
    },
  }));

const DEMO_MODULE = 1;
const demoModule = () => {
  const mod = getModule(DEMO_MODULE);
  if (!mod) throw new Error("the demo module is missing from the course");
  return mod;
};
const demoQuestions = () =>
  selectQuestionIds(
    demoModule().questions.map((q) => q.id),
    "demo-visitor",
    DEMO_MODULE,
  );

async function readState(request: Request) {
  const session = await demoStorage().getSession(request.headers.get("Cookie"));
  const parsed = stateSchema.safeParse(session.get("state"));
  const fresh: DemoState = { phase: "briefing", answers: [] };
  return { session, state: parsed.success ? parsed.data : fresh };
}

const assessmentOf = (state: DemoState): Assessment => ({
  questionIds: demoQuestions(),
  answers: state.answers.map(([questionId, pass, choice]) => ({
    questionId,
    pass,
    correct: questionOf(questionId)?.correctAnswer === choice,
  })),
});

export async function demoLoader(request: Request) {
  const tenant = await resolveTenant(request);
  const { state } = await readState(request);
  const mod = demoModule();
  const step = currentStep(assessmentOf(state));
  const lastGiven = state.answers.at(-1);
  const lastQuestion = lastGiven ? questionOf(lastGiven[0]) : undefined;
  const nextQuestion = state.phase === "assessment" && step.kind === "question" ? questionOf(step.questionId) : undefined;
  return {
    tenant: publicTenant(tenant),
    phase: state.phase,
    module: { title: mod.title, department: mod.department },
    briefing: state.phase === "briefing" ? mod.briefing : null,
    training: state.phase === "training" ? mod.training : null,
    question:
      nextQuestion && step.kind === "question"
        ? {
            id: nextQuestion.id,
            question: nextQuestion.question,
            options: nextQuestion.options,
            number: step.number,
            of: step.of,
            retake: step.pass === "retake",
          }
        : null,
    last:
      lastGiven && lastQuestion ? { correct: lastGiven[2] === lastQuestion.correctAnswer, explanation: lastQuestion.explanation } : null,
    result: state.phase === "completed" && step.kind === "completed" ? { score: step.score, correct: step.correct } : null,
  };
}

export async function demoAction(request: Request) {
  const tenant = await resolveTenant(request);
  const here = `${tenant.base}/demo`;
  const { session, state } = await readState(request);
  const submission = await parseForm(request, demoSchema);
  if (submission.status === "success") {
    const form = submission.value;
    if (form.intent === "begin" && state.phase === "briefing") state.phase = "training";
    else if (form.intent === "start-assessment" && state.phase === "training") state.phase = "assessment";
    else if (form.intent === "answer" && state.phase === "assessment") {
      const correct = questionOf(form.questionId)?.correctAnswer === form.choice;
      const outcome = giveAnswer(assessmentOf(state), form.questionId, correct);
      if (outcome.kind === "recorded") {
        state.answers.push([form.questionId, outcome.answer.pass, form.choice]);
        if (outcome.next.kind === "completed") state.phase = "completed";
      }
    } else if (form.intent === "restart") {
      state.phase = "briefing";
      state.answers = [];
    }
  }
  session.set("state", state);
  return redirect(here, { headers: { "Set-Cookie": await demoStorage().commitSession(session) } });
}
