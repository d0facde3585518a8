import type { Config } from "@react-router/dev/config";

// A stock React Router app (the template's shape) that `npm run bench` builds and serves beside
// ours, so the figures separate the framework's cost from the app's.
export default { ssr: true, appDirectory: "app", buildDirectory: "../../tests/.tmp/bench-stock-build" } satisfies Config;
