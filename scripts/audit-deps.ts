/**
 * The production dependency audit of `npm test` (issue 12, part 10), offline-tolerant:
 *
 *   npm run audit:deps                    check (part of npm test)
 *   npm run audit:deps -- --offline       check against the checked-in report only
 *   npm run audit:refresh                 add what `npm audit` reports now to security/advisories.json
 *   npm run audit:refresh -- --from FILE  the same from a saved `npm audit --omit=dev --json` (made on
 *                                         a machine that reaches the advisory service)
 *
 * The check asks the registry's advisory service (`npm audit --omit=dev --json`) and, in any case,
 * matches the advisories of the checked-in report security/advisories.json against the production
 * packages of package-lock.json (semver). It fails on a high or critical advisory from either;
 * lower ones are listed. When the service cannot be reached (the registry here answers 405 to
 * its POST), it says so and relies on the checked-in report alone.
 */
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";
import {
  type Advisory,
  type AuditAnswer,
  checkReport,
  failing,
  knownFindings,
  mergeAdvisories,
  productionTree,
  readNpmAudit,
} from "./dependency-audit";

const REPORT = "security/advisories.json";
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

async function askService(): Promise<AuditAnswer> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      "npm",
      ["audit", "--omit=dev", "--json", "--fetch-retries=0", "--fetch-timeout=20000"],
      { timeout: 60_000, maxBuffer: 64 * 1024 * 1024 },
    );
    return readNpmAudit(stdout, stderr);
  } catch (e) {
    // npm audit exits 1 both when it found something and when it failed: read what it printed
    const out = e as { stdout?: string; stderr?: string; killed?: boolean; message: string };
    if (out.killed) return { reachable: false, reason: "npm audit did not answer within 60 s" };
    return readNpmAudit(out.stdout ?? "", out.stderr ?? out.message);
  }
}

const line = (a: Advisory, where = "") => `  ${a.severity.padEnd(8)} ${a.package}${where} ${a.id}: ${a.title} ${a.url}`;

async function refresh() {
  const from = option("--from");
  const answer = from ? readNpmAudit(readFileSync(from, "utf8")) : await askService();
  if (!answer.reachable) {
    console.error(`audit:refresh: the advisory service could not be reached (${answer.reason}); ${REPORT} is unchanged.`);
    console.error(
      "Run `npm audit --omit=dev --json > audit.json` where it can be reached, then `npm run audit:refresh -- --from audit.json`.",
    );
    process.exit(2);
  }
  const report = checkReport(JSON.parse(readFileSync(REPORT, "utf8")));
  const today = new Date().toISOString().slice(0, 10);
  const merged = mergeAdvisories(
    report,
    answer.advisories,
    today,
    from ? `npm audit --omit=dev (saved in ${from}) and by hand` : "npm audit --omit=dev and by hand",
  );
  writeFileSync(REPORT, `${JSON.stringify(merged, null, 2)}\n`);
  console.log(`audit:refresh: ${answer.advisories.length} advisories reported, ${merged.advisories.length} in ${REPORT} now.`);
}

async function check() {
  const tree = productionTree(JSON.parse(readFileSync("package-lock.json", "utf8")));
  const report = checkReport(JSON.parse(readFileSync(REPORT, "utf8")));
  let bad = 0;

  const answer: AuditAnswer = flag("--offline") ? { reachable: false, reason: "--offline" } : await askService();
  if (answer.reachable) {
    console.log(
      `audit:deps: the advisory service answered: ${answer.advisories.length} advisories for the ${tree.length} production packages.`,
    );
    for (const a of answer.advisories) {
      console.log(line(a));
      if (failing(a.severity)) bad++;
    }
  } else {
    console.log(`audit:deps: the advisory service could not be reached (${answer.reason}).`);
  }

  const findings = knownFindings(tree, report.advisories);
  console.log(
    `audit:deps: ${report.advisories.length} known advisories of ${REPORT} (updated ${report.updated}) against the ${tree.length} production packages of package-lock.json: ${findings.length} match.`,
  );
  for (const f of findings) {
    console.log(line(f.advisory, `@${f.installed.version} (${f.installed.path})`));
    if (failing(f.advisory.severity)) bad++;
  }
  if (bad) {
    console.error(`audit:deps: FAILED: ${bad} high or critical advisories affect production dependencies.`);
    process.exit(1);
  }
  console.log("audit:deps: no high or critical advisory affects a production dependency.");
}

await (flag("--refresh") ? refresh() : check());
