// The floor page of /quest/4/4 (see world.tsx): the first question of module 4's assessment.
import type { Route } from "../../../../app/routes/learner/+types/quest";
import { QuestPage } from "../../../../app/components/QuestPage";
import { getModule } from "../../../../app/content";
import { LEARNER } from "../data";

export function meta() {
  return [{ title: "Data Minimization – GDPR Training" }];
}

export function loader(): Route.ComponentProps["loaderData"] {
  const { id, language, title, department, badge, xpReward, color, questions } = getModule(4)!;
  const { question, options } = questions.find((q) => q.id === 30)!;
  return {
    ...LEARNER,
    quest: { kind: "question", pass: "first", number: 1, of: 4, question: { id: 30, question, options: [...options] } },
    confirmReset: false,
    module: { id, language, title, department, badge, xpReward, color, briefing: null, training: null },
  };
}

export default function Quest({ loaderData }: { loaderData: ReturnType<typeof loader> }) {
  return <QuestPage d={loaderData} />;
}
