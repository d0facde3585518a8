import type { ReactNode } from "react";
import { DataTable } from "../../components/lists";
import type { Route } from "./+types/sitemap";
import { metaT } from "../../i18n/react";
import { modules } from "../../content";
import { buildSitemap } from "../../domain/sitemap";
import { BUILT_IN_TENANTS, COMPANY_PREFIX } from "../../domain/tenants";

import { msg } from "../../i18n/i18n";
import { Rich, useFormats, useT } from "../../i18n/react";
import { PLATFORM_SCREENS, SITEMAP_CATEGORY_LABELS, TENANT_SCREENS, type UserType } from "../../screens";
import { requireSuperAdmin } from "../../server/identity/sessions.server";

/**
 * The System Sitemap tab (spec 2.2, 2.11): every screen of app/screens.ts (the lists the URL map
 * is built from), read at run time, grouped by category with counts.
 */
export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)(msg("System Sitemap – System Administration")) }];

export async function loader(args: Route.LoaderArgs) {
  await requireSuperAdmin(args);
  return {
    ...buildSitemap(TENANT_SCREENS, PLATFORM_SCREENS, modules),
    prefixes: [...BUILT_IN_TENANTS.map((t) => t.base).filter(Boolean), `${COMPANY_PREFIX}/{subdomain}`],
  };
}

const USER_TYPE: Record<UserType, string> = {
  anyone: msg("Anyone"),
  employee: msg("Employee"),
  admin: msg("Admin"),
  super_admin: msg("Super admin"),
};

const OPEN_LABEL = { action: msg("Form action (POST)"), download: msg("File download") } as const;

const strong = (c: ReactNode) => <strong>{c}</strong>;
const code = (c: ReactNode) => <code>{c}</code>;

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export default function Sitemap({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const format = useFormats();
  const category = (c: keyof typeof SITEMAP_CATEGORY_LABELS) => t(SITEMAP_CATEGORY_LABELS[c]);
  return (
    <section aria-labelledby="sitemap-title">
      <h2 id="sitemap-title">{t("System Sitemap")}</h2>
      <p>
        <Rich
          text={t(
            "{routes, plural, one {# route} other {# routes}} in {categories, plural, one {# category} other {# categories}}. Screens marked <em>in every context</em> are shown at their default address and also exist under {prefixes} (for example {example}/world).",
            { routes: d.total, categories: d.groups.length, prefixes: format.list(d.prefixes), example: d.prefixes[0] ?? "" },
          )}
          em={(c) => <em>{c}</em>}
        />
      </p>
      <nav aria-label={t("Sitemap categories")}>
        <ul className="link-row">
          {d.groups.map((g) => (
            <li key={g.category}>
              <a href={`#sitemap-${slug(g.category)}`}>{t("{category} ({count})", { category: category(g.category), count: g.count })}</a>
            </li>
          ))}
        </ul>
      </nav>
      {d.groups.map((g) => (
        <section key={g.category} aria-labelledby={`sitemap-${slug(g.category)}`} className="sitemap-group">
          <h3 id={`sitemap-${slug(g.category)}`}>
            {category(g.category)} <span className="pill pill-tone-plain">{format.number(g.count)}</span>
          </h3>
          <DataTable columns={[t("Screen"), t("Route"), t("User type"), t("Authentication"), t("Open")]}>
            {g.entries.map((e) => (
              <SitemapRow key={`${e.path} ${e.title}`} e={e} />
            ))}
          </DataTable>
        </section>
      ))}
      <SitemapNotes />
    </section>
  );
}

type Entry = Route.ComponentProps["loaderData"]["groups"][number]["entries"][number];

/** A screen's row: its title, address, who it is for, whether it needs a session, and how to open it. */
function SitemapRow({ e }: { e: Entry }) {
  const t = useT();
  return (
    <tr>
      <th scope="row">
        {/* a screen's title is a catalogue key of app/screens.ts; a module's, the course's title */}
        {e.module ? t("Module {id}: {title}", e.module) : t(e.title)}
        {e.detail ? <span className="muted"> ({e.detail})</span> : null}
        {e.layout ? (
          <>
            <br />
            <span className="muted">{t("Tab of {screen}", { screen: t(e.layout) })}</span>
          </>
        ) : null}
        {e.aliasOf ? (
          <>
            <br />
            <span className="muted">{t("Another address of {path}", { path: e.aliasOf })}</span>
          </>
        ) : null}
      </th>
      <td>
        <code>{e.path}</code>
        {e.inEveryContext ? (
          <>
            <br />
            <span className="muted">{t("in every context")}</span>
          </>
        ) : null}
      </td>
      <td>{t(USER_TYPE[e.userType])}</td>
      <td>{e.auth ? t("Required") : t("Not required")}</td>
      <td>
        {e.open === "visit" ? (
          <a href={e.path} target="_blank" rel="noopener noreferrer">
            <Rich
              text={t("Visit<hidden> {path} (opens a new tab)</hidden>", { path: e.path })}
              hidden={(c) => <span className="visually-hidden">{c}</span>}
            />
          </a>
        ) : e.open === "dynamic" ? (
          <span className="pill pill-tone-warn">{t("Dynamic Route")}</span>
        ) : (
          <span className="muted">{t(OPEN_LABEL[e.open])}</span>
        )}
      </td>
    </tr>
  );
}

/** What the route types, contexts and user types of the table mean. */
function SitemapNotes() {
  const t = useT();
  return (
    <section aria-labelledby="sitemap-notes" className="card">
      <h3 id="sitemap-notes">{t("Notes")}</h3>
      <h4>{t("Route types")}</h4>
      <ul>
        <li>
          <Rich
            text={t(
              "<strong>Static routes</strong> have one fixed address: Visit opens it in a new tab (a screen that needs a session sends you to its sign-in first).",
            )}
            strong={strong}
          />
        </li>
        <li>
          <Rich
            text={t(
              "<strong>Dynamic routes</strong> contain parameters (<code>:name</code>, such as a module or an employee) or need one in the query (the sample certificate's <code>?company=</code>) and are reached from other screens; the module routes /quest/1/1 to /quest/8/8 are listed by name.",
            )}
            strong={strong}
            code={code}
          />
        </li>
        <li>
          <Rich
            text={t(
              "<strong>Form actions</strong> (the logouts) answer a button's post, and <strong>file downloads</strong> (PDF, CSV, ZIP, JSON) are fetched from the screens that offer them: neither has a Visit link.",
            )}
            strong={strong}
          />
        </li>
        <li>
          <Rich
            text={t(
              "<strong>Contexts</strong>: the learner and company-administration screens exist at the default address (the main academy), under /croacademy and under /company/'{subdomain}' for each company; the platform's own screens (portal access, setup, system administration) exist once. The JSON API lives under /api and is described at /api/openapi.json.",
            )}
            strong={strong}
          />
        </li>
      </ul>
      <h4>{t("User types")}</h4>
      <ul>
        <li>
          <Rich text={t("<strong>Anyone</strong>: public pages, no account needed.")} strong={strong} />
        </li>
        <li>
          <Rich
            text={t("<strong>Employee</strong>: a company's learner, invited by its administrator; takes the training.")}
            strong={strong}
          />
        </li>
        <li>
          <Rich
            text={t("<strong>Admin</strong>: a company's administrator; manages its employees and settings and can take the training.")}
            strong={strong}
          />
        </li>
        <li>
          <Rich
            text={t(
              "<strong>Super admin</strong>: the platform's system administrator; manages companies and has no company of their own.",
            )}
            strong={strong}
          />
        </li>
      </ul>
    </section>
  );
}
