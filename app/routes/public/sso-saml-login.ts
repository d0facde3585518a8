import { data } from "react-router";
import type { Route } from "./+types/sso-saml-login";

// Filled in by the SAML work of issue 29.
export function loader(_args: Route.LoaderArgs) {
  throw data("Not Found", { status: 404 });
}
