/**
 * SCIM 2.0 provisioning (issue 29): what a company's SCIM client may tell about a person, and the
 * service's limits and refusals. The protocol itself (filters, PATCH operations, messages) is
 * scimmy's (app/server/scim/).
 */
import { z } from "zod";
import { isPlainText } from "./settings";
import { SCIM_PREFIX } from "./tenants";

/** Whether a request path is the SCIM service's (any context): the Node server answers its refusals in SCIM's format. */
export const isScimPath = (path: string) => path === SCIM_PREFIX || path.startsWith(`${SCIM_PREFIX}/`);

/** Resources a list answers at most (ServiceProviderConfig's filter.maxResults); more come page by page. */
export const SCIM_MAX_RESULTS = 100;

/**
 * The User attributes the service keeps: userName (the email), name.givenName and
 * name.familyName, externalId and active. Any other attribute an IdP maps (phone numbers,
 * addresses, title, the enterprise extension's department or manager) is accepted and ignored,
 * so that no mapping of the IdP can fail a person's provisioning. `emails` is answered (the
 * email, as the work address) but userName decides it.
 */
export const SCIM_KEPT = ["username", "name", "externalid", "active"] as const;

/** A person as the SCIM client asserts them; an absent field is not asserted (kept as it is). */
export interface AssertedPerson {
  email?: string;
  firstName?: string;
  lastName?: string;
  externalId?: string | null;
  active?: boolean;
}

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "A name or externalId is over its length limit.")
    .refine((v) => isPlainText(v), "A name or externalId holds a line break or a control character.");

/** The values checked beyond their SCIM types: the email is the account's, names and ids one line. */
export const assertedPersonSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, "userName is over its length limit.")
    .pipe(z.email({ error: "userName must be the person's email address." }))
    .optional(),
  firstName: oneLine(100).optional(),
  lastName: oneLine(100).optional(),
  externalId: oneLine(255).nullable().optional(),
  active: z.boolean().optional(),
});

/**
 * The refusals' details, in English like scimmy's own: the protocol has no language (IdPs send no
 * Accept-Language), and the IdP's provisioning log shows them to its administrator as they are.
 */
export const SCIM_MSG = {
  unauthorized: "A valid SCIM bearer token of this company is required (Settings, Single sign-on).",
  notFound: "No such resource.",
  noUser: "No employee of this company has this id.",
  groups: "Groups are not supported: provision users only (see /ResourceTypes).",
  bulk: "Bulk operations are not supported (see /ServiceProviderConfig).",
  me: "/Me is not supported: this service is for a company's provisioning client.",
  method: "This method is not allowed on this endpoint.",
  emailTaken: "userName is already the email of an account of this company.",
  externalIdTaken: "externalId is already another person's of this company.",
  body: "The request body is not a JSON object.",
  tooLarge: "The request body is over the size limit.",
  suspended: "This company's account is suspended.",
  trialEnded: "This company's trial has ended.",
  parameter: "startIndex and count must be whole numbers.",
} as const;
