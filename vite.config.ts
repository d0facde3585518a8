import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: { sourcemap: false },
  ssr: {
    external: ["better-sqlite3", "pdfkit", "nodemailer"],
    // Bundled into build/server/index.js: Kysely's 279 modules, each loaded on its own, held some
    // 17 MB of the server's resident memory at idle; one bundled module holds about 5 MB.
    noExternal: ["kysely", "zod", "@conform-to/zod", "openid-client", "oauth4webapi", "jose", "scimmy"],
  },
});
