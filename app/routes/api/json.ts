import type { Route } from "./+types/json";
import { handleApi } from "./api.server";

/** The JSON API of a context (/api, /api/croacademy, /api/company/{subdomain}). */
export const loader = (args: Route.LoaderArgs) => handleApi(args, args.params["*"] ?? "");
export const action = (args: Route.ActionArgs) => handleApi(args, args.params["*"] ?? "");
