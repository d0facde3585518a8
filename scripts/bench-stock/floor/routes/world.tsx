// The floor pages: the academy's learner pages rendered by the academy's own page components
// (app/components/*Page.tsx) with the loader data the academy returns for the bench's first page
// learner (three modules done, module 4's assessment begun), typed as the academy's loaders' data,
// but none of the academy's work: no session, no query, no headers, no log line. `npm run bench`
// measures them beside the stock page, so the table shows what the framework alone costs for
// these pages, and checks first that their bodies are the academy's (docs/decisions/009-speed.md).
// This one is /world.
import type { Route } from "../../../../app/routes/learner/+types/world";
import { WorldPage } from "../../../../app/components/WorldPage";
import { modules } from "../../../../app/content";
import type { CardStatus } from "../../../../app/domain/progress";
import { LEARNER } from "../data";

export function meta() {
  return [{ title: "Training Academy – GDPR Training" }];
}

export function loader(): Route.ComponentProps["loaderData"] {
  return {
    ...LEARNER,
    cards: modules.map((m) => {
      const status: CardStatus = m.id <= 3 ? "completed" : m.id === 4 ? "in_progress" : "locked";
      const { id, title, department, description, color } = m;
      return { id, title, department, description, color, unlocked: m.id <= 4, percent: m.id <= 3 ? 100 : 0, status };
    }),
    recertificationDue: null,
    confirm: null,
  };
}

export default function World({ loaderData }: { loaderData: ReturnType<typeof loader> }) {
  return <WorldPage d={loaderData} />;
}
