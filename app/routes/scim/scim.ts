import { handleScim } from "../../server/scim/scim.server";
import type { Route } from "./+types/scim";

/** A context's SCIM 2.0 service (/scim/v2, /scim/v2/croacademy, /scim/v2/company/{subdomain}): GET here, the writes in the action. */
export const loader = (args: Route.LoaderArgs) => handleScim(args, args.params["*"] ?? "");
export const action = (args: Route.ActionArgs) => handleScim(args, args.params["*"] ?? "");
