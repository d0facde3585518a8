import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/training";
import { ErrorBanner, PublicHeader } from "../../components/chrome";
import { EarnedBadges } from "../../components/Achievements";
import { formatLongDate } from "../../domain/dates";
import { adminTrainingSchema } from "../../domain/forms";
import { enrollSelf, trainingStatus } from "../../server/admin/self-training.server";
import { requireAdmin } from "../../server/identity/sessions.server";
import { parseForm } from "../../server/platform/forms.server";
import { requestLanguage } from "../../server/platform/i18n.server";
import { publicTenant, resolveTenant } from "../../server/platform/tenant.server";
import { useFormats, useLocale, useT } from "../../i18n/react";
import { Stats } from "../../components/Stats";

/** The administrator training page (spec 2.7): enrolment, or start date, points, level and badges. */
export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? "Administrator Training – GDPR Training" }];

export async function loader(args: Route.LoaderArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const { t } = await requestLanguage(args.request);
  return { title: t("Administrator Training – GDPR Training"), tenant: publicTenant(tenant), ...(await trainingStatus(caller)) };
}

/** Take Training / Enroll: enrols the admin and goes to the training map in the admin context. */
export async function action(args: Route.ActionArgs) {
  const tenant = await resolveTenant(args.request);
  const caller = await requireAdmin(args, tenant);
  const submission = await parseForm(args.request, adminTrainingSchema);
  if (submission.status !== "success") {
    const { t } = await requestLanguage(args.request);
    return data({ error: t("Failed to enroll in training: Unknown action.") }, { status: 400 });
  }
  await enrollSelf(caller);
  return redirect(`${tenant.base}/world?admin=true`);
}

export default function AdminTraining({ loaderData: d, actionData }: Route.ComponentProps) {
  const base = d.tenant.base;
  const t = useT();
  const locale = useLocale();
  const format = useFormats();
  return (
    <>
      <PublicHeader name={d.tenant.name} base={base} />
      <main id="main" className="page narrow">
        <p>
          <Link to={`${base}/admin/dashboard`}>{t("← Back to dashboard")}</Link>
        </p>
        <h1>{t("Administrator Training")}</h1>
        <ErrorBanner>{actionData?.error}</ErrorBanner>
        {d.enrollment ? (
          <>
            <p>
              {t("Enrolled on {date}. Administrators take the same seven modules as their employees.", {
                date: formatLongDate(d.enrollment.createdAt, locale),
              })}
            </p>
            <Stats
              items={[
                { label: t("Development points"), value: format.number(d.stats.points) },
                { label: t("Professional level"), value: d.stats.level },
                { label: t("Certifications earned"), value: format.number(d.badges.length) },
              ]}
            />
            <div className="actions">
              <Link className="btn btn-primary" to={`${base}/world?admin=true`}>
                {t("Continue Training")}
              </Link>
              <Link className="btn" to={`${base}/profile`}>
                {t("My profile")}
              </Link>
            </div>
            {d.badges.length ? (
              <section aria-labelledby="admin-badges">
                <h2 id="admin-badges">{t("Your certifications")}</h2>
                <EarnedBadges badges={d.badges} />
              </section>
            ) : null}
          </>
        ) : (
          <>
            <p>{t("Administrators take the same seven modules as their employees; your progress counts in no employee statistics.")}</p>
            <Form method="post">
              <input type="hidden" name="intent" value="enroll" />
              <button type="submit" className="btn btn-primary">
                {t("Enroll in Administrator Training")}
              </button>
            </Form>
          </>
        )}
      </main>
    </>
  );
}
