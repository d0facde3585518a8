import { Link } from "react-router";
import type { Route } from "./+types/modules";
import { msg } from "../../i18n/msg";
import { metaT } from "../../i18n/react";
import { ModuleCardStyles } from "../../components/styles";
import { courseIn, courseLanguage } from "../../content";
import { requestLocale } from "../../server/platform/i18n.server";

import { useT } from "../../i18n/react";
import { requireSuperAdmin } from "../../server/identity/sessions.server";

/**
 * The Training Modules tab (spec 2.11): the eight modules as cards, each opening its preview
 * (docs/decisions/005-super-admin-previews.md), and Access Training to the previews.
 */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)(msg("Training Modules – System Administration")) }];

const MODULES = "/super-admin/dashboard/modules";

export async function loader(args: Route.LoaderArgs) {
  await requireSuperAdmin(args);
  // the course as the super administrator reads the interface
  const language = courseLanguage(await requestLocale(args.request));
  return {
    cards: courseIn(language).map((m) => ({
      id: m.id,
      title: m.title,
      department: m.department,
      description: m.description,
      color: m.color,
      questions: m.questions.length,
    })),
  };
}

export default function Modules({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const first = d.cards[0];
  return (
    <section aria-labelledby="modules-title">
      <div className="row">
        <h2 id="modules-title">{t("Training Modules")}</h2>
        {first ? (
          <Link className="btn btn-primary" to={`${MODULES}/${first.id}`}>
            {t("Access Training")}
          </Link>
        ) : null}
      </div>
      <p className="note">
        {t(
          "As super administrator you have full access to all modules, progress analytics and certificate testing: every module opens without a lock, and module 8 renders a sample certificate for any company.",
        )}
      </p>
      <p className="muted">
        {t(
          "Access Training opens these previews rather than the learners' world map (/world): that map belongs to a company's session, and you have no company, so a preview records no progress, answers or certificates anywhere.",
        )}
      </p>
      <ModuleCardStyles cards={d.cards} />
      <ul className="card-grid">
        {d.cards.map((c) => (
          <li key={c.id}>
            <article className="module-card" aria-label={t("Module {id}: {title}", { id: c.id, title: c.title })}>
              <div className={`band band-${c.id}`} />
              <div className="body">
                <Link className="cover" to={`${MODULES}/${c.id}`}>
                  <span className="eyebrow">{t("Module {id}", { id: c.id })}</span>
                  <h3>{c.title}</h3>
                  <p className="muted">{c.department}</p>
                  <p>{c.description}</p>
                  <span className="module-open">{c.questions > 0 ? t("Preview module") : t("Test the certificate")}</span>
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
