// Makes sure Debian's Chromium is at /usr/bin/chromium for the e2e tests (Playwright never
// downloads its own browser here). Installs it with apt-get when running as root.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (existsSync(CHROMIUM)) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(
    `Chromium is missing at ${CHROMIUM}. Install it as root:\n  apt-get update && apt-get install -y chromium\nor set CHROMIUM_PATH to a Chromium binary.`,
  );
  process.exit(1);
}
console.log("Installing Debian's chromium for the e2e tests…");
execSync("apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium", { stdio: "inherit" });
if (!existsSync(CHROMIUM)) {
  console.error("chromium was installed but is not at /usr/bin/chromium");
  process.exit(1);
}
