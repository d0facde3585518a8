/** Whether a build may run on a database, from its applied migrations and the schema's floor (domain/schema-floor.ts). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refusalOf, schemaVerdict } from "../../app/domain/schema-floor";

const OURS = ["001_initial", "002_history_kept", "018_schema_floor", "019_reports"];

describe("schemaVerdict", () => {
  it("an empty database or one behind: this build's migrations still to run, in order", () => {
    expect(schemaVerdict(OURS, { applied: [], floor: null })).toEqual({ kind: "ours", pending: OURS });
    expect(schemaVerdict(OURS, { applied: OURS.slice(0, 3), floor: "018_schema_floor" })).toEqual({
      kind: "ours",
      pending: ["019_reports"],
    });
    expect(schemaVerdict(OURS, { applied: OURS, floor: "018_schema_floor" })).toEqual({ kind: "ours", pending: [] });
  });

  it("a newer release's schema whose floor this build knows: it runs on it", () => {
    const applied = [...OURS, "021_archive", "020_badges"];
    expect(schemaVerdict(OURS, { applied, floor: "019_reports" })).toEqual({
      kind: "newer",
      unknown: ["020_badges", "021_archive"],
      floor: "019_reports",
    });
  });

  it("a floor above this build, or no floor under newer migrations: too new", () => {
    const applied = [...OURS, "020_badges", "021_drop_old"];
    expect(schemaVerdict(OURS, { applied, floor: "020_badges" })).toEqual({
      kind: "too-new",
      unknown: ["020_badges", "021_drop_old"],
      floor: "020_badges",
    });
    expect(schemaVerdict(OURS, { applied, floor: null }).kind).toBe("too-new");
  });

  it("newer migrations while some of ours are missing: another line of releases", () => {
    expect(
      schemaVerdict(OURS, { applied: ["001_initial", "002_history_kept", "018_schema_floor", "019_other"], floor: "018_schema_floor" }),
    ).toEqual({
      kind: "diverged",
      unknown: ["019_other"],
      pending: ["019_reports"],
    });
  });

  it("refuses exactly the databases it must not run on, and never one of its own", () => {
    const name = fc.constantFrom(...OURS, "020_badges", "021_drop_old", "030_next");
    fc.assert(
      fc.property(fc.uniqueArray(name), fc.option(name, { nil: null }), (applied, floor) => {
        const verdict = schemaVerdict(OURS, { applied, floor });
        const unknown = applied.filter((n) => !OURS.includes(n));
        expect(refusalOf(verdict, "db") !== null).toBe(
          unknown.length > 0 && (OURS.some((n) => !applied.includes(n)) || floor === null || !OURS.includes(floor)),
        );
        if (verdict.kind === "ours") expect(verdict.pending).toEqual(OURS.filter((n) => !applied.includes(n)));
      }),
    );
  });

  it("says why, naming the migrations and what the database needs", () => {
    const applied = [...OURS, "020_badges"];
    expect(refusalOf(schemaVerdict(OURS, { applied, floor: "020_badges" }), "data/app.db")).toBe(
      "data/app.db was migrated by a newer release (020_badges) that this build cannot run on: it needs a build that knows " +
        "migration 020_badges. Run that release or a later one. Nothing was migrated.",
    );
    expect(refusalOf(schemaVerdict(OURS, { applied: ["001_initial", "030_next"], floor: null }), "db")).toBe(
      "db holds migrations this build does not know (030_next) and lacks some of its own (002_history_kept, 018_schema_floor, " +
        "019_reports): it was migrated by another line of releases. Nothing was migrated.",
    );
    expect(refusalOf(schemaVerdict(OURS, { applied: OURS, floor: "018_schema_floor" }), "db")).toBeNull();
  });
});
