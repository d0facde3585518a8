import type { Route } from "./+types/progress";
import { metaT } from "../../i18n/react";
import { ProfilePage } from "../../components/ProfilePage";
import { profileAction, profileLoader } from "./profile.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("Progress and Badges – GDPR Training") }];
};

export const loader = (args: Route.LoaderArgs) => profileLoader(args, "progress");
export const action = (args: Route.ActionArgs) => profileAction(args, "progress");

export default function Progress({ loaderData }: Route.ComponentProps) {
  return <ProfilePage d={loaderData} page="progress" />;
}
