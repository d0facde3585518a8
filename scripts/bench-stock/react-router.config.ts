import type { Config } from "@react-router/dev/config";

// A stock React Router app (the template's shape) that `npm run bench` builds and serves beside
// ours, so the figures separate the framework's cost from the app's. Built twice: the stock page
// (app/), and with BENCH_FLOOR=1 the floor pages (floor/: the academy's /world, /quest and
// /profile with none of its work, with the academy's future flags).
const floor = Boolean(process.env.BENCH_FLOOR);
export default {
  ssr: true,
  appDirectory: floor ? "floor" : "app",
  buildDirectory: floor ? "../../tests/.tmp/bench-floor-build" : "../../tests/.tmp/bench-stock-build",
  future: { v8_middleware: floor, v8_passThroughRequests: floor },
} satisfies Config;
