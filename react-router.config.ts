import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // Loaders and actions get the request itself, not two copies each (docs/decisions/009-speed.md); their
  // `url` argument is the address without React Router's own parts (.data, index, _routes).
  future: { v8_middleware: true, v8_passThroughRequests: true },
} satisfies Config;
