/**
 * The self-service setup's forms (/company/setup, spec/administration.md 2.9, 5): one schema a
 * step, used by conform in the browser and by the action. A step's form carries the earlier
 * answers as hidden fields, and its schema validates them again: step 1 the company, step 2
 * the company and its administrator, step 3 everything (`companySetupSchema`, the same as
 * POST /api/companies/setup).
 */
import { z } from "zod";
import {
  adminAtContactDomain,
  COMPANY_MSG,
  companySetupSchema,
  setupAdminFields,
  setupBrandFields,
  setupCompanyFields,
} from "./forms-companies";
import { missingRequired, type SetupStep } from "./setup";

/** 'Please fill in all required fields' as a form error, beside the fields' own messages. */
const requireAll = (step: SetupStep) => (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
  if (missingRequired(value, step)) ctx.addIssue({ code: "custom", message: COMPANY_MSG.required, path: [] });
};
// Run even when a field failed: a missing answer is exactly that case.
const always = { when: () => true };

/** Step 1: company name, contact email, subdomain. */
export const setupStep1Schema = z.object(setupCompanyFields).superRefine(requireAll(1), always);
/** Step 2: the administrator's account, with step 1's answers carried. */
export const setupStep2Schema = z
  .object({ ...setupCompanyFields, ...setupAdminFields })
  .superRefine(requireAll(2), always)
  .superRefine(adminAtContactDomain);
/** Step 3's Preview: the brand colours and trial length only. */
export const setupPreviewSchema = z.object(setupBrandFields);

const go = <T extends string>(value: T) => ({ go: z.literal(value) });

/**
 * What the wizard's action reads: `go` is the button pressed, and the steps' own schemas
 * validate what it submits (Next of step 1 or 2, Create, Preview). Back validates nothing: it
 * shows the earlier step with every answer kept.
 */
export const setupWizardSchema = z.discriminatedUnion("go", [
  setupStep1Schema.safeExtend(go("company")),
  setupStep2Schema.safeExtend(go("admin")),
  companySetupSchema.safeExtend(go("create")),
  setupPreviewSchema.safeExtend(go("preview")),
  z.object(go("back-company")),
  z.object(go("back-admin")),
]);
