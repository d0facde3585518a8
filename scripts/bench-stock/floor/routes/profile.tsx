// The floor page of /profile (see world.tsx): the profile of the learner with three badges.
import type { Route } from "../../../../app/routes/learner/+types/profile";
import { ProfilePage } from "../../../../app/components/ProfilePage";
import { modules } from "../../../../app/content";
import { LEARNER } from "../data";

export function meta() {
  return [{ title: "My Profile – GDPR Training" }];
}

export function loader(): Route.ComponentProps["loaderData"] {
  const joined = new Date().toISOString();
  return {
    ...LEARNER,
    person: { firstName: "Page", lastName: "Learner 0", email: LEARNER.email, photoUrl: null, joined },
    certifications: 3,
    // the three modules the badges are for, as the real profile lists them (issue 28)
    modules: modules
      .slice(0, 3)
      .map((m) => ({ id: m.id, title: m.title, score: 100, firstScore: 100, language: "en" as const, version: null })),
    badges: modules.slice(0, 3).map((m) => ({ id: m.id, name: m.badge, earnedAt: joined })),
    certificate: null,
    chain: [],
    recertification: { due: null, retraining: false },
    confirmResetAll: false,
  };
}

export default function Profile({ loaderData }: { loaderData: ReturnType<typeof loader> }) {
  return <ProfilePage d={loaderData} page="profile" />;
}
