import type { Route } from "./+types/scim";

/**
 * A context's SCIM 2.0 service (/scim/v2, /scim/v2/croacademy, /scim/v2/company/{subdomain}): GET
 * here, the writes in the action. The service (with scimmy) is loaded at the first SCIM request:
 * a server whose companies provision no one does not carry it.
 */
const scim = async (args: Route.LoaderArgs | Route.ActionArgs) =>
  (await import("../../server/scim/scim.server")).handleScim(args, args.params["*"] ?? "");

export const loader = (args: Route.LoaderArgs) => scim(args);
export const action = (args: Route.ActionArgs) => scim(args);
