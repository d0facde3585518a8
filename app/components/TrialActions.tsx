import { TRIAL_EXTENSION_DAYS } from "../domain/companies";
import { PostButton } from "./chrome";

/**
 * The super administrator's one-click actions on a company on trial (companies list, row
 * actions): extend the trial by 30 days, or make it a full account. Plain form posts, audited
 * (server/super-admin/companies.server.ts, extendTrial and activateCompany).
 */
export function TrialActions({ companyId, companyName, action }: { companyId: number; companyName: string; action: string }) {
  const fields = { companyId: String(companyId) };
  return (
    <>
      <PostButton action={action} intent="extend-trial" fields={fields} className="btn btn-small">
        Extend {TRIAL_EXTENSION_DAYS} days<span className="visually-hidden"> of the trial of {companyName}</span>
      </PostButton>
      <PostButton action={action} intent="activate" fields={fields} className="btn btn-small">
        Activate<span className="visually-hidden"> {companyName} as a full account</span>
      </PostButton>
    </>
  );
}
