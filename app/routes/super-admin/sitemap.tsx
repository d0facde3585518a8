import type { Route } from "./+types/sitemap";
import { modules } from "../../content";
import { buildSitemap } from "../../domain/sitemap";
import { BUILT_IN_TENANTS, COMPANY_PREFIX } from "../../domain/tenants";
import { PLATFORM_SCREENS, TENANT_SCREENS, type UserType } from "../../screens";
import { requireSuperAdmin } from "../../server/identity/sessions.server";

/**
 * The System Sitemap tab (spec 2.2, 2.11): every screen of app/screens.ts (the lists the URL map
 * is built from), read at run time, grouped by category with counts.
 */
export const meta: Route.MetaFunction = () => [{ title: "System Sitemap – System Administration" }];

export async function loader(args: Route.LoaderArgs) {
  await requireSuperAdmin(args);
  return {
    ...buildSitemap(TENANT_SCREENS, PLATFORM_SCREENS, modules),
    prefixes: [...BUILT_IN_TENANTS.map((t) => t.base).filter(Boolean), `${COMPANY_PREFIX}/{subdomain}`],
  };
}

const USER_TYPE: Record<UserType, string> = {
  anyone: "Anyone",
  employee: "Employee",
  admin: "Admin",
  super_admin: "Super admin",
};

const OPEN_LABEL = { action: "Form action (POST)", download: "File download" } as const;

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export default function Sitemap({ loaderData: d }: Route.ComponentProps) {
  return (
    <section aria-labelledby="sitemap-title">
      <h2 id="sitemap-title">System Sitemap</h2>
      <p>
        {d.total} routes in {d.groups.length} categories. Screens marked <em>in every context</em> are shown at their default address and
        also exist under {d.prefixes.join(" and ")} (for example {d.prefixes[0]}/world).
      </p>
      <nav aria-label="Sitemap categories">
        <ul className="link-row">
          {d.groups.map((g) => (
            <li key={g.category}>
              <a href={`#sitemap-${slug(g.category)}`}>
                {g.category} ({g.count})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {d.groups.map((g) => (
        <section key={g.category} aria-labelledby={`sitemap-${slug(g.category)}`} className="sitemap-group">
          <h3 id={`sitemap-${slug(g.category)}`}>
            {g.category} <span className="pill pill-tone-plain">{g.count}</span>
          </h3>
          <div className="table-wrap">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Screen</th>
                  <th scope="col">Route</th>
                  <th scope="col">User type</th>
                  <th scope="col">Authentication</th>
                  <th scope="col">Open</th>
                </tr>
              </thead>
              <tbody>
                {g.entries.map((e) => (
                  <tr key={`${e.path} ${e.title}`}>
                    <th scope="row">
                      {e.title}
                      {e.detail ? <span className="muted"> ({e.detail})</span> : null}
                      {e.layout ? (
                        <>
                          <br />
                          <span className="muted">Tab of {e.layout}</span>
                        </>
                      ) : null}
                      {e.aliasOf ? (
                        <>
                          <br />
                          <span className="muted">Another address of {e.aliasOf}</span>
                        </>
                      ) : null}
                    </th>
                    <td>
                      <code>{e.path}</code>
                      {e.inEveryContext ? (
                        <>
                          <br />
                          <span className="muted">in every context</span>
                        </>
                      ) : null}
                    </td>
                    <td>{USER_TYPE[e.userType]}</td>
                    <td>{e.auth ? "Required" : "Not required"}</td>
                    <td>
                      {e.open === "visit" ? (
                        <a href={e.path} target="_blank" rel="noopener noreferrer">
                          Visit<span className="visually-hidden"> {e.path} (opens a new tab)</span>
                        </a>
                      ) : e.open === "dynamic" ? (
                        <span className="pill pill-tone-warn">Dynamic Route</span>
                      ) : (
                        <span className="muted">{OPEN_LABEL[e.open]}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      <section aria-labelledby="sitemap-notes" className="card">
        <h3 id="sitemap-notes">Notes</h3>
        <h4>Route types</h4>
        <ul>
          <li>
            <strong>Static routes</strong> have one fixed address: Visit opens it in a new tab (a screen that needs a session sends you to
            its sign-in first).
          </li>
          <li>
            <strong>Dynamic routes</strong> contain parameters (<code>:name</code>, such as a module or an employee) or need one in the
            query (the sample certificate&apos;s <code>?company=</code>) and are reached from other screens; the module routes /quest/1/1 to
            /quest/8/8 are listed by name.
          </li>
          <li>
            <strong>Form actions</strong> (the logouts) answer a button&apos;s post, and <strong>file downloads</strong> (PDF, CSV, ZIP,
            JSON) are fetched from the screens that offer them: neither has a Visit link.
          </li>
          <li>
            <strong>Contexts</strong>: the learner and company-administration screens exist at the default address (the main academy), under
            /croacademy and under /company/&#123;subdomain&#125; for each company; the platform&apos;s own screens (portal access, setup,
            system administration) exist once. The JSON API lives under /api and is described at /api/openapi.json.
          </li>
        </ul>
        <h4>User types</h4>
        <ul>
          <li>
            <strong>Anyone</strong>: public pages, no account needed.
          </li>
          <li>
            <strong>Employee</strong>: a company&apos;s learner, invited by its administrator; takes the training.
          </li>
          <li>
            <strong>Admin</strong>: a company&apos;s administrator; manages its employees and settings and can take the training.
          </li>
          <li>
            <strong>Super admin</strong>: the platform&apos;s system administrator; manages companies and has no company of their own.
          </li>
        </ul>
      </section>
    </section>
  );
}
