/**
 * The production dependency audit (issue 12, part 10), as pure functions: the production tree of
 * package-lock.json, the advisories of the checked-in report that match it (semver), and what
 * `npm audit --omit=dev --json` answered (a report, or a sign that the advisory service could not
 * be reached). scripts/audit-deps.ts runs them; tests/unit/dependency-audit.test.ts tests them.
 */
import semver from "semver";

export const SEVERITIES = ["info", "low", "moderate", "high", "critical"] as const;
export type Severity = (typeof SEVERITIES)[number];
/** Severities that fail the audit (in both modes). */
export const FAILING: readonly Severity[] = ["high", "critical"];

export interface Advisory {
  /** GHSA id (or the advisory service's number when it has none). */
  id: string;
  package: string;
  /** The vulnerable versions, a semver range ("<2.1.4 || >=3.0.0 <3.1.1"). */
  vulnerable: string;
  severity: Severity;
  title: string;
  url: string;
}

/** The checked-in report: security/advisories.json. */
export interface AdvisoryReport {
  /** When the report was last refreshed or edited (YYYY-MM-DD) and how. */
  updated: string;
  source: string;
  advisories: Advisory[];
}

export interface InstalledPackage {
  name: string;
  version: string;
  /** Where it sits in node_modules (one package can be installed at several places). */
  path: string;
}

export interface Finding {
  advisory: Advisory;
  installed: InstalledPackage;
}

interface LockEntry {
  name?: string;
  version?: string;
  dev?: boolean;
  devOptional?: boolean;
  link?: boolean;
}

/**
 * The packages `npm ci --omit=dev` installs, from a lockfile of version 2 or 3: every entry
 * under node_modules that is neither dev nor dev-optional (optional production packages count).
 */
export function productionTree(lock: { lockfileVersion?: number; packages?: Record<string, LockEntry> }): InstalledPackage[] {
  if (!lock.packages || (lock.lockfileVersion ?? 0) < 2) throw new Error("package-lock.json of lockfileVersion 2 or 3 expected");
  const out: InstalledPackage[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path.includes("node_modules/") || entry.link || entry.dev || entry.devOptional || !entry.version) continue;
    const name = entry.name ?? path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
    out.push({ name, version: entry.version, path });
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

/** The advisories of the report that match an installed production package. */
export function knownFindings(tree: readonly InstalledPackage[], advisories: readonly Advisory[]): Finding[] {
  const out: Finding[] = [];
  for (const advisory of advisories) {
    if (!semver.validRange(advisory.vulnerable)) throw new Error(`advisory ${advisory.id}: "${advisory.vulnerable}" is no semver range`);
    for (const installed of tree) {
      if (installed.name === advisory.package && semver.satisfies(installed.version, advisory.vulnerable, { includePrerelease: true })) {
        out.push({ advisory, installed });
      }
    }
  }
  return out;
}

/** Checks the shape of the checked-in report (a hand-edited file): every field, known severities, valid ranges. */
export function checkReport(value: unknown): AdvisoryReport {
  const r = value as AdvisoryReport;
  if (!r || typeof r !== "object" || typeof r.updated !== "string" || typeof r.source !== "string" || !Array.isArray(r.advisories)) {
    throw new Error("the advisory report needs updated, source and advisories");
  }
  for (const a of r.advisories) {
    for (const field of ["id", "package", "vulnerable", "severity", "title", "url"] as const) {
      if (typeof a[field] !== "string" || !a[field]) throw new Error(`advisory ${JSON.stringify(a).slice(0, 80)}: ${field} missing`);
    }
    if (!SEVERITIES.includes(a.severity)) throw new Error(`advisory ${a.id}: unknown severity ${a.severity}`);
    if (!semver.validRange(a.vulnerable)) throw new Error(`advisory ${a.id}: "${a.vulnerable}" is no semver range`);
  }
  return r;
}

export type AuditAnswer = { reachable: true; advisories: Advisory[] } | { reachable: false; reason: string };

interface NpmVia {
  source?: number;
  name?: string;
  title?: string;
  url?: string;
  severity?: string;
  range?: string;
}

/**
 * What `npm audit --json` printed: the advisories of its report (each package's own `via`
 * entries; strings there only point at other packages), or why there is no report (the service
 * answered an error such as 405, or could not be reached).
 */
export function readNpmAudit(stdout: string, stderr = ""): AuditAnswer {
  let parsed: { vulnerabilities?: Record<string, { via?: (NpmVia | string)[] }>; message?: string; error?: { summary?: string } };
  try {
    parsed = JSON.parse(stdout);
  } catch {
    const line = stderr.split("\n").find((l) => /npm (error|warn) audit|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN/.test(l));
    return { reachable: false, reason: line?.trim() || "npm audit printed no report" };
  }
  if (!parsed.vulnerabilities || typeof parsed.vulnerabilities !== "object") {
    return { reachable: false, reason: parsed.message || parsed.error?.summary || "npm audit printed no report" };
  }
  const found = new Map<string, Advisory>();
  for (const [pkg, v] of Object.entries(parsed.vulnerabilities)) {
    for (const via of v.via ?? []) {
      if (typeof via === "string") continue;
      const id = via.url?.match(/GHSA-[\w-]+/)?.[0] ?? String(via.source ?? "unknown");
      const severity = (SEVERITIES as readonly string[]).includes(via.severity ?? "") ? (via.severity as Severity) : "info";
      const advisory: Advisory = {
        id,
        package: via.name ?? pkg,
        vulnerable: via.range ?? "*",
        severity,
        title: via.title ?? id,
        url: via.url ?? "",
      };
      found.set(`${advisory.package} ${id}`, advisory);
    }
  }
  return { reachable: true, advisories: [...found.values()] };
}

/** The report with `fresh` advisories added (an advisory of the same id and package is replaced). */
export function mergeAdvisories(report: AdvisoryReport, fresh: readonly Advisory[], updated: string, source: string): AdvisoryReport {
  const byKey = new Map(report.advisories.map((a) => [`${a.package} ${a.id}`, a]));
  for (const a of fresh) byKey.set(`${a.package} ${a.id}`, a);
  const advisories = [...byKey.values()].sort((a, b) => a.package.localeCompare(b.package) || a.id.localeCompare(b.id));
  return { updated, source, advisories };
}

export const failing = (severity: Severity) => FAILING.includes(severity);
