import type { Route } from "./+types/profile";
import { metaT } from "../../i18n/react";
import { ProfilePage } from "../../components/ProfilePage";
import { profileAction, profileLoader } from "./profile.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [{ title: t("My Profile – GDPR Training") }];
};

export const loader = (args: Route.LoaderArgs) => profileLoader(args, "profile");
export const action = (args: Route.ActionArgs) => profileAction(args, "profile");

export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage d={loaderData} page="profile" />;
}
