/** The dependency audit's rules (scripts/dependency-audit.ts): the production tree, matching, npm audit's answers. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  type Advisory,
  checkReport,
  failing,
  knownFindings,
  mergeAdvisories,
  productionTree,
  readNpmAudit,
} from "../../scripts/dependency-audit";

const lock = {
  lockfileVersion: 3,
  packages: {
    "": { name: "app", version: "1.0.0" },
    "node_modules/tar-fs": { version: "2.1.1" },
    "node_modules/@scope/lib": { version: "1.2.3" },
    "node_modules/@scope/lib/node_modules/tar-fs": { version: "3.1.1" },
    "node_modules/vitest": { version: "4.1.0", dev: true },
    "node_modules/fsevents": { version: "2.3.3", devOptional: true },
    "node_modules/bufferutil": { version: "4.0.9", optional: true },
    "node_modules/aliased": { name: "real-name", version: "0.1.0" },
    "node_modules/linked": { link: true },
  },
};

const advisory = (over: Partial<Advisory>): Advisory => ({
  id: "GHSA-test-test-test",
  package: "tar-fs",
  vulnerable: "<1.16.6 || >=2.0.0 <2.1.4 || >=3.0.0 <3.1.1",
  severity: "high",
  title: "test advisory",
  url: "https://github.com/advisories/GHSA-test-test-test",
  ...over,
});

describe("the production tree of package-lock.json", () => {
  it("has every non-dev package under node_modules, nested and scoped ones, optional ones and aliases by their real name", () => {
    expect(
      productionTree(lock)
        .map((p) => `${p.name}@${p.version}`)
        .sort(),
    ).toEqual(["real-name@0.1.0", "@scope/lib@1.2.3", "tar-fs@3.1.1", "bufferutil@4.0.9", "tar-fs@2.1.1"].sort());
  });

  it("refuses a lockfile without a packages map", () => {
    expect(() => productionTree({ lockfileVersion: 1 })).toThrow(/lockfileVersion/);
  });

  it("of this repository holds the app's runtime dependencies and none of its test tools", () => {
    const names = new Set(productionTree(JSON.parse(readFileSync("package-lock.json", "utf8"))).map((p) => p.name));
    for (const runtime of ["react-router", "better-sqlite3", "kysely", "pdfkit", "nodemailer", "zod"]) expect(names).toContain(runtime);
    for (const dev of ["vitest", "@playwright/test", "eslint", "typescript", "pdfjs-dist"]) expect(names).not.toContain(dev);
  });
});

describe("matching advisories", () => {
  it("finds each installed copy inside a vulnerable range and none outside", () => {
    const found = knownFindings(productionTree(lock), [advisory({})]);
    expect(found.map((f) => f.installed.path)).toEqual(["node_modules/tar-fs"]);
    expect(knownFindings(productionTree(lock), [advisory({ package: "@scope/lib", vulnerable: ">=1.2.0 <1.2.4" })])).toHaveLength(1);
    expect(knownFindings(productionTree(lock), [advisory({ package: "vitest", vulnerable: "*" })])).toEqual([]);
  });

  it("fails on high and critical only", () => {
    expect(["info", "low", "moderate", "high", "critical"].filter((s) => failing(s as Advisory["severity"]))).toEqual(["high", "critical"]);
  });

  it("checks the hand-kept report: fields, severities and ranges", () => {
    expect(() => checkReport({ updated: "x", source: "y", advisories: [advisory({ vulnerable: "not a range ((" })] })).toThrow(/semver/);
    expect(() => checkReport({ updated: "x", source: "y", advisories: [advisory({ severity: "severe" as never })] })).toThrow(/severity/);
    expect(() => checkReport({ advisories: [] })).toThrow(/updated/);
  });

  it("the checked-in report is valid and no high or critical advisory of it matches this repository's production tree", () => {
    const report = checkReport(JSON.parse(readFileSync("security/advisories.json", "utf8")));
    expect(report.advisories.length).toBeGreaterThan(0);
    const tree = productionTree(JSON.parse(readFileSync("package-lock.json", "utf8")));
    expect(knownFindings(tree, report.advisories).filter((f) => failing(f.advisory.severity))).toEqual([]);
  });

  it("the checked-in report would catch a downgrade into a known vulnerable version", () => {
    const report = checkReport(JSON.parse(readFileSync("security/advisories.json", "utf8")));
    const downgraded = [{ name: "tar-fs", version: "2.1.1", path: "node_modules/tar-fs" }];
    expect(knownFindings(downgraded, report.advisories).some((f) => failing(f.advisory.severity))).toBe(true);
  });
});

describe("npm audit's answers", () => {
  it("the registry's refusal of the advisory endpoint (405, as here) reads as unreachable, with the reason", () => {
    const refused = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
      error: { summary: "", detail: "" },
    });
    expect(readNpmAudit(refused)).toEqual({ reachable: false, reason: expect.stringContaining("405") });
  });

  it("no JSON at all (no network) reads as unreachable, with npm's error line", () => {
    const answer = readNpmAudit("", "npm error code ENOTFOUND\nnpm error request to https://registry.npmjs.org failed");
    expect(answer).toEqual({ reachable: false, reason: "npm error code ENOTFOUND" });
  });

  it("a report gives its advisories (the packages' own `via` entries), an empty one none", () => {
    const report = {
      auditReportVersion: 2,
      vulnerabilities: {
        "tar-fs": {
          name: "tar-fs",
          severity: "high",
          via: [
            {
              source: 1105420,
              name: "tar-fs",
              dependency: "tar-fs",
              title: "tar-fs symlink validation bypass",
              url: "https://github.com/advisories/GHSA-vj76-c3g6-qr5v",
              severity: "high",
              range: ">=2.0.0 <2.1.4",
            },
          ],
        },
        "prebuild-install": { name: "prebuild-install", severity: "high", via: ["tar-fs"] },
      },
      metadata: { vulnerabilities: { high: 2, total: 2 } },
    };
    const answer = readNpmAudit(JSON.stringify(report));
    expect(answer).toEqual({
      reachable: true,
      advisories: [
        {
          id: "GHSA-vj76-c3g6-qr5v",
          package: "tar-fs",
          vulnerable: ">=2.0.0 <2.1.4",
          severity: "high",
          title: "tar-fs symlink validation bypass",
          url: "https://github.com/advisories/GHSA-vj76-c3g6-qr5v",
        },
      ],
    });
    expect(readNpmAudit(JSON.stringify({ auditReportVersion: 2, vulnerabilities: {}, metadata: {} }))).toEqual({
      reachable: true,
      advisories: [],
    });
  });

  it("a refresh adds new advisories, replaces those of the same id and keeps the ones entered by hand", () => {
    const kept = advisory({ id: "GHSA-kept-kept-kept", package: "zod" });
    const old = advisory({ severity: "moderate" });
    const merged = mergeAdvisories({ updated: "2026-01-01", source: "hand", advisories: [old, kept] }, [advisory({})], "2026-11-24", "npm");
    expect(merged.updated).toBe("2026-11-24");
    expect(merged.advisories.map((a) => `${a.package} ${a.id} ${a.severity}`)).toEqual([
      "tar-fs GHSA-test-test-test high",
      "zod GHSA-kept-kept-kept high",
    ]);
  });
});
