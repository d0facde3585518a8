import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/module-preview";
import { metaT } from "../../i18n/react";
import { PostButton } from "../../components/chrome";
import { cssColor, ModuleCardStyles, NonceStyle } from "../../components/styles";
import { Walkthrough } from "../../components/Walkthrough";
import { courseLanguage, getModule, modules } from "../../content";
import { requestLocale } from "../../server/platform/i18n.server";
import { CERTIFICATE_MODULE, moduleIdParam } from "../../domain/course";

import { Rich, useT } from "../../i18n/react";
import { requireSuperAdmin } from "../../server/identity/sessions.server";
import {
  previewKey,
  previewQuestions,
  previewWalk,
  SAMPLE_NAME,
  SAMPLE_NUMBER,
  sampleCompanies,
} from "../../server/super-admin/previews.server";
import { walkView } from "../../server/training/walkthrough.server";

/**
 * A module's preview for the super administrator (docs/decisions/005-super-admin-previews.md):
 * modules 1-7 walked through like the demo, without locks, kept in a cookie and never in the
 * database; module 8 renders a sample certificate of a chosen company.
 */
export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaT(matches);
  return [
    {
      title: data?.module
        ? t("Preview: {title} – System Administration", { title: data.module.title })
        : t("Module Preview – System Administration"),
    },
  ];
};

const MODULES = "/super-admin/dashboard/modules";
const notFound = () => data(null, { status: 404, statusText: "Not Found" });

export async function loader(args: Route.LoaderArgs) {
  await requireSuperAdmin(args);
  const id = moduleIdParam(args.params.moduleId);
  // the course as the super administrator reads the interface (their account's language)
  const language = courseLanguage(await requestLocale(args.request));
  const mod = id ? getModule(id, language) : undefined;
  if (!id || !mod) throw notFound();
  const neighbour = (n: number) => {
    const m = getModule(n, language);
    return m ? { id: m.id, title: m.title } : null;
  };
  const module = {
    id,
    title: mod.title,
    department: mod.department,
    color: mod.color,
    previous: neighbour(id - 1),
    next: neighbour(id + 1),
    of: modules.length,
  };
  if (id === CERTIFICATE_MODULE) {
    const companies = await sampleCompanies();
    const param = args.url.searchParams.get("company");
    const asked = /^(\d{1,10})$/.exec(param ?? "");
    const wanted = asked ? companies.find((c) => c.id === Number(asked[1])) : undefined;
    const chosen = wanted ?? companies.find((c) => c.slug === "main") ?? companies[0];
    return {
      module,
      walk: null,
      certificate: {
        companies: companies.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
        unknownCompany: Boolean(param) && !wanted,
        sample: { name: SAMPLE_NAME, number: SAMPLE_NUMBER },
        chosen: chosen
          ? {
              id: chosen.id,
              name: chosen.name,
              primaryColor: chosen.primary_color,
              secondaryColor: chosen.secondary_color,
              signer: chosen.signer_name ? `${chosen.signer_name}, ${chosen.signer_title}` : `${chosen.name}, ${chosen.signer_title}`,
              href: `/super-admin/sample-certificate.pdf?company=${chosen.id}`,
            }
          : null,
      },
    };
  }
  const { state } = await previewWalk.read(args.request, previewKey(id));
  return { module, walk: walkView(mod, previewQuestions(id), state), certificate: null };
}

/** A step of the walk (begin, start the assessment, answer, restart), then back to the page (POST-redirect-GET). */
export async function action(args: Route.ActionArgs) {
  await requireSuperAdmin(args);
  const id = moduleIdParam(args.params.moduleId);
  if (!id) throw notFound();
  const here = `${MODULES}/${id}`;
  // Module 8 has no steps to walk: its page is the certificate test.
  if (id === CERTIFICATE_MODULE) return redirect(here);
  const cookie = await previewWalk.post(args.request, previewKey(id), previewQuestions(id));
  return redirect(here, { headers: { "Set-Cookie": cookie } });
}

export default function ModulePreview({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const m = d.module;
  return (
    <section aria-labelledby="preview-title" className="module-preview">
      <ModuleCardStyles cards={[m]} />
      <div className={`band band-${m.id}`} />
      <p className="eyebrow">{t("Preview · Module {id} of {count} · {department}", { id: m.id, count: m.of, department: m.department })}</p>
      <h2 id="preview-title">{m.title}</h2>
      <p className="note">
        {d.walk
          ? t(
              "A preview without locks: your steps and answers are kept only in this browser for a day, and no progress, score, badge or certificate is recorded for any company.",
            )
          : t(
              "Certificate testing: a sample certificate rendered with a company's name, colours, signer and validity. Nothing is issued or recorded.",
            )}
      </p>
      <nav aria-label={t("Module previews")} className="actions">
        <Link className="btn btn-small" to={MODULES}>
          {t("All Training Modules")}
        </Link>
        {m.previous ? (
          <Link className="btn btn-small" to={`${MODULES}/${m.previous.id}`}>
            {t("← Module {id}: {title}", { id: m.previous.id, title: m.previous.title })}
          </Link>
        ) : null}
        {m.next ? (
          <Link className="btn btn-small" to={`${MODULES}/${m.next.id}`}>
            {t("Module {id}: {title} →", { id: m.next.id, title: m.next.title })}
          </Link>
        ) : null}
        {d.walk && d.walk.phase !== "briefing" && !d.walk.result ? (
          <PostButton intent="restart" className="btn btn-small">
            {t("Restart Preview")}
          </PostButton>
        ) : null}
      </nav>
      {d.walk ? (
        <Walkthrough walk={d.walk} doneTitle={t("Preview Completed!")}>
          {m.next ? (
            <Link className="btn btn-primary" to={`${MODULES}/${m.next.id}`}>
              {t("Next Module Preview")}
            </Link>
          ) : null}
          <PostButton intent="restart" className="btn">
            {t("Restart Preview")}
          </PostButton>
          <Link className="btn" to={MODULES}>
            {t("Back to Training Modules")}
          </Link>
        </Walkthrough>
      ) : null}
      {d.certificate ? <CertificateTest c={d.certificate} /> : null}
    </section>
  );
}

type CertificateTestData = NonNullable<Route.ComponentProps["loaderData"]["certificate"]>;

function CertificateTest({ c }: { c: CertificateTestData }) {
  const t = useT();
  return (
    <section className="quest-panel" aria-labelledby="certificate-test-title">
      <h3 id="certificate-test-title">{t("Certificate Test")}</h3>
      <p>
        <Rich
          text={t(
            "Learners receive this certificate once all seven modules are complete. Choose a company to see its certificate for <strong>{name}</strong> with the number <number>{number}</number>; the PDF is marked SAMPLE.",
            { name: t(c.sample.name), number: c.sample.number },
          )}
          strong={(x) => <strong>{x}</strong>}
          number={(x) => <strong translate="no">{x}</strong>}
        />
      </p>
      {c.unknownCompany ? (
        <p className="banner banner-error" role="alert">
          {c.chosen
            ? t("That company is not on the platform; showing {company} instead.", { company: c.chosen.name })
            : t("That company is not on the platform; showing none instead.")}
        </p>
      ) : null}
      {c.companies.length === 0 ? (
        <p className="empty">{t("No companies yet: create one in the Companies tab first.")}</p>
      ) : (
        <Form method="get" className="filters" key={c.chosen?.id}>
          <div className="field">
            <label htmlFor="sample-company">{t("Company")}</label>
            <select id="sample-company" name="company" defaultValue={c.chosen?.id}>
              {c.companies.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name} ({x.slug})
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn">
            {t("Choose Company")}
          </button>
        </Form>
      )}
      {c.chosen ? (
        <div className="sample-certificate">
          <dl>
            <dt>{t("Company")}</dt>
            <dd>{c.chosen.name}</dd>
            <dt>{t("Colours")}</dt>
            <dd>
              <NonceStyle
                css={`
                  .swatch-primary {
                    background: ${cssColor(c.chosen.primaryColor, "#003D8F")};
                  }
                  .swatch-secondary {
                    background: ${cssColor(c.chosen.secondaryColor, "#FF6A00")};
                  }
                `}
              />
              <span className="swatch swatch-primary" aria-hidden="true" /> {c.chosen.primaryColor}{" "}
              <span className="swatch swatch-secondary" aria-hidden="true" /> {c.chosen.secondaryColor}
            </dd>
            <dt>{t("Signed by")}</dt>
            <dd>{c.chosen.signer}</dd>
          </dl>
          <a className="btn btn-primary" href={c.chosen.href}>
            <Rich
              text={t("Download Sample Certificate (PDF)<hidden> of {company}</hidden>", { company: c.chosen.name })}
              hidden={(x) => <span className="visually-hidden">{x}</span>}
            />
          </a>
        </div>
      ) : null}
    </section>
  );
}
