import { type RouteConfig, route } from "@react-router/dev/routes";

export default [
  route("world", "routes/world.tsx"),
  route("quest/:regionId/:questId", "routes/quest.tsx"),
  route("profile", "routes/profile.tsx"),
] satisfies RouteConfig;
