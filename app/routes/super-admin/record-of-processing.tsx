import { useT } from "../../i18n/react";
import { Facts } from "../../components/Facts";
import type { Route } from "./+types/record-of-processing";
import { DATA_CATEGORIES, MEASURES, PROCESSING_CATEGORIES, RECORD_TEXT } from "../../domain/privacy";
import { msg } from "../../i18n/msg";
import { metaT } from "../../i18n/react";
import { requireSuperAdmin } from "../../server/identity/sessions.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { controllerLines, recordOfProcessing } from "../../server/super-admin/record-of-processing.server";

/**
 * The Record of Processing tab (issue 30): the platform's record as a processor (Art. 30(2)),
 * the same as its PDF (/super-admin/record-of-processing.pdf).
 */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)(msg("Record of Processing – System Administration")) }];

export async function loader(args: Route.LoaderArgs) {
  await requireSuperAdmin(args);
  const { t } = await requestLanguage(args.request);
  const record = await recordOfProcessing();
  return {
    processor: record.processor,
    controllers: record.controllers.map((c) => ({ name: c.name, slug: c.slug, lines: controllerLines(c, t) })),
  };
}

export default function RecordOfProcessing({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  return (
    <section aria-labelledby="ropa-title">
      <h2 id="ropa-title">{t(RECORD_TEXT.title)}</h2>
      <p>
        <a className="btn" href="/super-admin/record-of-processing.pdf" download>
          {t("Download the record (PDF)")}
        </a>
      </p>
      <section className="card" aria-labelledby="ropa-processor">
        <h3 id="ropa-processor">{t(RECORD_TEXT.processor)}</h3>
        <p>{t(RECORD_TEXT.processorText)}</p>
        <p>{d.processor.contact ? t("Contact: {email}", { email: d.processor.contact }) : t(RECORD_TEXT.noContact)}</p>
        <p>{t("Platform: {url}", { url: d.processor.url })}</p>
      </section>
      <section className="card" aria-labelledby="ropa-controllers">
        <h3 id="ropa-controllers">{t(RECORD_TEXT.controllers)}</h3>
        {d.controllers.map((c) => (
          <div key={c.slug}>
            <h4>
              {c.name} <span className="muted">({c.slug})</span>
            </h4>
            <ul>
              {c.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      <section className="card" aria-labelledby="ropa-categories">
        <h3 id="ropa-categories">{t(RECORD_TEXT.categories)}</h3>
        <Facts items={PROCESSING_CATEGORIES} />
        <h4>{t(RECORD_TEXT.data)}</h4>
        <Facts items={DATA_CATEGORIES} />
      </section>
      <section className="card" aria-labelledby="ropa-transfers">
        <h3 id="ropa-transfers">{t(RECORD_TEXT.transfers)}</h3>
        <p>{t(RECORD_TEXT.noTransfers)}</p>
      </section>
      <section className="card" aria-labelledby="ropa-measures">
        <h3 id="ropa-measures">{t(RECORD_TEXT.measures)}</h3>
        <Facts items={MEASURES} />
      </section>
    </section>
  );
}
