import type { Route } from "./+types/json";
import { handleApi } from "../../server/api.server";
import { clientAddressContext } from "../../server/context.server";

/** The JSON API of a context (/api, /api/croacademy, /api/company/{subdomain}). */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  handleApi(request, params["*"] ?? "", context.get(clientAddressContext));

export const action = ({ request, params, context }: Route.ActionArgs) =>
  handleApi(request, params["*"] ?? "", context.get(clientAddressContext));
