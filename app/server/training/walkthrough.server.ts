/**
 * Walks through a module kept in a signed cookie, never in the database (domain/walkthrough.ts):
 * the public demo (module 1, one cookie for the visitor) and the super administrator's module
 * previews (any module, one state a module). The page posts a step and redirects back to itself
 * (POST-redirect-GET), so it works without JavaScript.
 */
import { createCookieSessionStorage, type SessionStorage } from "react-router";
import { z } from "zod";
import { type Module, questionOf } from "../../content";
import { demoSchema } from "../../domain/forms";
import { advanceWalk, freshWalk, type WalkState, walkStep, type WalkView } from "../../domain/walkthrough";
import { env } from "../platform/env.server";
import { parseForm } from "../platform/forms.server";

const stateSchema = z.object({
  phase: z.enum(["briefing", "training", "assessment", "completed"]),
  answers: z.array(z.tuple([z.number().int(), z.enum(["first", "retake"]), z.number().int().min(0).max(3)])).max(8),
});

const correctAnswerOf = (questionId: number) => questionOf(questionId)?.correctAnswer;

/** A cookie that keeps walks, one a key (`state` for the demo, one per module for the previews). */
export function walkCookie(cookie: { name: string; path: string; maxAge: number }) {
  let storage: SessionStorage<Record<string, unknown>> | undefined;
  const store = () =>
    (storage ??= createCookieSessionStorage<Record<string, unknown>>({
      cookie: {
        ...cookie,
        httpOnly: true,
        sameSite: "lax",
        secure: env().secureCookies,
        secrets: [env().SESSION_SECRET],
      },
    }));
  /** The walk kept under `key`; a fresh one when there is none or the cookie is unreadable. */
  const read = async (request: Request, key: string) => {
    const session = await store().getSession(request.headers.get("Cookie"));
    const parsed = stateSchema.safeParse(session.get(key));
    const state: WalkState = parsed.success ? parsed.data : freshWalk();
    return { session, state };
  };
  return {
    read,
    /**
     * Applies the posted step to the walk under `key` and answers the Set-Cookie header to send
     * with the redirect. A body that is no known step changes nothing.
     */
    async post(request: Request, key: string, questionIds: readonly number[]) {
      const { session, state } = await read(request, key);
      const submission = await parseForm(request, demoSchema);
      const next = submission.status === "success" ? advanceWalk(state, submission.value, questionIds, correctAnswerOf) : state;
      session.set(key, next);
      return store().commitSession(session);
    },
  };
}

/** What the page shows of a walk: the text of the phase on screen, the question, the last answer's feedback, the result. */
export function walkView(mod: Module, questionIds: readonly number[], state: WalkState): WalkView {
  const { question, result } = walkStep(state, questionIds, correctAnswerOf);
  const next = question ? questionOf(question.questionId, mod.language) : undefined;
  const lastGiven = state.answers.at(-1);
  const lastQuestion = lastGiven ? questionOf(lastGiven[0], mod.language) : undefined;
  return {
    phase: state.phase,
    language: mod.language,
    briefing: state.phase === "briefing" ? mod.briefing : null,
    training: state.phase === "training" ? mod.training : null,
    question:
      next && question
        ? {
            id: next.id,
            question: next.question,
            options: next.options,
            number: question.number,
            of: question.of,
            retake: question.pass === "retake",
          }
        : null,
    last:
      lastGiven && lastQuestion ? { correct: lastGiven[2] === lastQuestion.correctAnswer, explanation: lastQuestion.explanation } : null,
    result,
  };
}
