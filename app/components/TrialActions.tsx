import { TRIAL_EXTENSION_DAYS } from "../domain/companies";
import { PostButton } from "./chrome";
import { Rich, useT } from "../i18n/react";

/**
 * The super administrator's one-click actions on a company on trial (companies list, row
 * actions): extend the trial by 30 days, or make it a full account. Plain form posts, audited
 * (server/super-admin/companies.server.ts, extendTrial and activateCompany).
 */
export function TrialActions({ companyId, companyName, action }: { companyId: number; companyName: string; action: string }) {
  const t = useT();
  const fields = { companyId: String(companyId) };
  // The hidden part names the company for screen readers; the tags keep one sentence per button.
  const hidden = (c: React.ReactNode) => <span className="visually-hidden">{c}</span>;
  return (
    <>
      <PostButton action={action} intent="extend-trial" fields={fields} className="btn btn-small">
        <Rich
          text={t("Extend {days} days<hidden> of the trial of {company}</hidden>", { days: TRIAL_EXTENSION_DAYS, company: companyName })}
          hidden={hidden}
        />
      </PostButton>
      <PostButton action={action} intent="activate" fields={fields} className="btn btn-small">
        <Rich text={t("Activate<hidden> {company} as a full account</hidden>", { company: companyName })} hidden={hidden} />
      </PostButton>
    </>
  );
}
