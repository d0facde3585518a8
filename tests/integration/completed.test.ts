/**
 * "Completed" means one thing (issue 24, item 1.2; app/domain/completed.ts): the SQL of
 * app/server/admin/standing.server.ts equals the domain function on every combination of states,
 * and the header, the cards, the rate, the CSV, the evidence pack, the JSON API and the super
 * administrator's counts agree in every state (completed, revoked, expired, recertification
 * due, deleted).
 */
import { randomBytes } from "node:crypto";
import { parse } from "csv-parse/sync";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import * as completionsTab from "../../app/routes/admin/completions";
import * as report from "../../app/routes/admin/completions-report";
import * as dashboard from "../../app/routes/admin/dashboard";
import * as employees from "../../app/routes/admin/employees";
import * as evidencePack from "../../app/routes/admin/evidence-pack";
import * as reminders from "../../app/routes/admin/reminders";
import * as api from "../../app/routes/api/json";
import { completionFigures, completionRate, countStandings, type StandingFacts, trainingStanding } from "../../app/domain/completed";
import { completionStats, matchingEmployeeIds, recordFigures } from "../../app/server/admin/completions.server";
import { listEmployees } from "../../app/server/admin/employees.server";
import { completedSql, standingSql } from "../../app/server/admin/standing.server";
import { db } from "../../app/server/platform/db.server";
import { platformFigures } from "../../app/server/super-admin/analytics.server";
import { listCompanies } from "../../app/server/super-admin/companies.server";
import { revokeCertificate } from "../../app/server/training/certificates.server";
import { completeTraining, createCompany, createUser, type TestUser, adminCaller } from "../support/factory";
import { type Browser, run } from "../support/http";
import { companyWithAdmin } from "../support/journeys";

const NOW = new Date("2030-06-01T12:00:00.000Z");
const iso = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();
const letters = () => Array.from(randomBytes(13), (x) => String.fromCharCode(65 + (x % 26))).join("");

describe("the SQL of 'completed' is the domain's rule", () => {
  const ACCOUNTS = ["invited", "active", "deactivated"] as const;
  const ENROLMENTS = [null, "not_started", "in_progress", "completed"] as const;
  /** The person's certificates (oldest first): [valid until, revoked, superseded]. */
  const CERTIFICATES: Record<string, [string | null, boolean, boolean][]> = {
    none: [],
    "current, no expiry": [[null, false, false]],
    "current, valid": [[iso(100), false, false]],
    "current, due soon": [[iso(10), false, false]],
    "current, expires now": [[NOW.toISOString(), false, false]],
    "current, expired": [[iso(-1), false, false]],
    "revoked only": [[iso(100), true, false]],
    "superseded, then current expired": [
      [iso(-400), false, true],
      [iso(-5), false, false],
    ],
    "revoked, then current valid": [
      [iso(-100), true, false],
      [iso(200), false, false],
    ],
  };

  it("standingSql and completedSql answer what trainingStanding and hasCompleted answer, person by person and in the figures", async () => {
    const co = await createCompany();
    const facts = new Map<number, StandingFacts>();
    for (const account of ACCOUNTS) {
      for (const enrollment of ENROLMENTS) {
        for (const [label, certs] of Object.entries(CERTIFICATES)) {
          const u = await createUser({ company: co.slug, status: account, firstName: label });
          if (enrollment) {
            await db()
              .insertInto("enrollments")
              .values({ user_id: u.id, company_id: co.id, status: enrollment, created_at: iso(-500), updated_at: iso(-500) })
              .execute();
          }
          let current: StandingFacts["current"] = null;
          for (const [i, [validUntil, revoked, superseded]] of certs.entries()) {
            await db()
              .insertInto("certificates")
              .values({
                user_id: u.id,
                company_id: co.id,
                number: `GDPR-PHARMA-${letters()}`,
                recipient_name: label,
                issued_at: iso(-450 + i),
                valid_until: validUntil,
                revoked_at: revoked ? iso(-1) : null,
                revoked_reason: revoked ? "found invalid" : null,
                superseded_at: superseded ? iso(-6) : null,
              })
              .execute();
            if (!revoked && !superseded) current = { validUntil };
          }
          facts.set(u.id, { account, enrollment, current });
        }
      }
    }
    const rows = await db()
      .selectFrom("users as u")
      .leftJoin("enrollments as e", "e.user_id", "u.id")
      .where("u.company_id", "=", co.id)
      .select(["u.id", standingSql(NOW).as("standing"), completedSql(NOW).as("completed")])
      .execute();
    expect(rows).toHaveLength(ACCOUNTS.length * ENROLMENTS.length * Object.keys(CERTIFICATES).length);
    for (const r of rows) {
      const f = facts.get(r.id)!;
      expect({ id: r.id, standing: r.standing }, JSON.stringify(f)).toEqual({ id: r.id, standing: trainingStanding(f, NOW) });
      expect(Boolean(r.completed), JSON.stringify(f)).toBe(trainingStanding(f, NOW) === "completed");
    }
    // the sums, the filters and the lists built on them
    const scope = { companyId: co.id };
    const expected = completionFigures(countStandings(facts.values(), NOW));
    const { total, ...stats } = await completionStats(scope, NOW);
    expect({ current: total, ...stats }).toEqual(expected);
    expect(await recordFigures(scope, { status: "all", now: NOW })).toEqual({
      people: facts.size,
      ...(({ current: _c, ...rest }) => rest)(expected),
    });
    for (const standing of ["completed", "in_progress", "not_started"] as const) {
      const ids = [...facts].filter(([, f]) => trainingStanding(f, NOW) === standing).map(([id]) => id);
      expect((await matchingEmployeeIds(scope, { status: standing, now: NOW })).sort()).toEqual(ids.sort());
    }
    const listed = await listEmployees(scope, { q: "", filter: "completed", page: 1, pageSize: null, now: NOW });
    expect(listed.rows.map((r) => r.id).sort()).toEqual(
      [...facts]
        .filter(([, f]) => trainingStanding(f, NOW) === "completed")
        .map(([id]) => id)
        .sort(),
    );
  });
});

// ---- Every surface, every state ---------------------------------------------------------------

interface Co {
  id: number;
  slug: string;
  base: string;
  admin: TestUser;
  b: Browser;
  people: TestUser[];
  numbers: string[];
}
const co = {} as Co;

const callerOf = (c: { id: number; admin: { id: number; email: string } }) => adminCaller(c.id, c.admin);

beforeAll(async () => {
  const { co: made, base, admin, b } = await companyWithAdmin({ name: "Agreement Pharma" }, { firstName: "Ada", lastName: "Admin" });
  const people: TestUser[] = [];
  const numbers: string[] = [];
  for (const name of ["Anna", "Bert", "Cleo", "Dora", "Emil"]) {
    const p = await createUser({
      company: made.slug,
      firstName: name,
      lastName: "Agree",
      email: `${name.toLowerCase()}.${made.slug}@x.example`,
    });
    people.push(p);
    numbers.push((await completeTraining(p, base))!);
  }
  // a sixth employee in training, a seventh never started
  const busy = await createUser({ company: made.slug, firstName: "Finn", lastName: "Busy" });
  await completeTraining(busy, base, { modules: 3 });
  await createUser({ company: made.slug, firstName: "Gus", lastName: "Idle" });
  Object.assign(co, { ...made, base, admin, b, people, numbers });
}, 120_000);

/** Every surface's figures of the company, read now. */
async function everySurface() {
  const { b, base } = co;
  const header = (await run(dashboard.loader, b, `${base}/admin/dashboard`)).data.counts;
  const cards = (await run(reminders.loader, b, `${base}/admin/dashboard/invitations`)).data.stats;
  const tab = (await run(completionsTab.loader, b, `${base}/admin/dashboard/completions`)).data.stats;
  const csv = async (query: string) => {
    const r = await run(report.loader, b, `${base}/admin/completions.csv${query}`);
    expect(r.status).toBe(200);
    return parse(Buffer.from(await r.response!.arrayBuffer()), { bom: true, columns: true }) as Record<string, string>[];
  };
  const all = await csv("");
  const completedRows = await csv("?status=completed");
  const pack = await run(evidencePack.action, b, `${base}/admin/evidence-pack.zip`, {
    form: { start: "2020-01-01", end: new Date().toISOString().slice(0, 10) },
  });
  expect(pack.status).toBe(200);
  const files = unzipSync(new Uint8Array(await pack.response!.arrayBuffer()));
  const manifest = JSON.parse(Buffer.from(files["manifest.json"]).toString("utf8"));
  const packCsv = parse(Buffer.from(files["completions.csv"]), { bom: true, columns: true }) as Record<string, string>[];
  const json = async (path: string) => {
    const r = await run(api.loader, b, `/api${base}/${path}`, { params: { "*": path.split("?")[0] } });
    expect(r.status).toBe(200);
    return r;
  };
  const stats = (await json("admin/company-stats")).data;
  const apiCompleted = await json("admin/employees?status=completed");
  const apiAll = (await json("admin/employees")).data as { status_label: string }[];
  const listed = (await listCompanies({ q: co.slug, page: 1 })).rows.find((r) => r.id === co.id)!;
  const everyCompany = await listCompanies({ q: "", page: 1 });
  const platform = await platformFigures();
  expect(everyCompany.pages).toBe(1);
  return {
    header: { employees: header.employees, completed: header.completed },
    reminders: { employees: cards.totalEmployees, completed: cards.completedEmployees },
    completions: { employees: tab.total, completed: tab.completed, rate: tab.completionRate },
    csv: {
      complete: all.filter((r) => r["Training Status"] === "Training Complete").map((r) => r.Email),
      filtered: completedRows.map((r) => r.Email),
      deleted: all.filter((r) => r["Training Status"].endsWith("(employee deleted)")).length,
    },
    pack: {
      employees: manifest.figures.people - manifest.figures.deleted,
      completed: manifest.figures.completed,
      rate: manifest.figures.completionRate,
      deleted: manifest.figures.deleted,
      complete: packCsv.filter((r) => r["Training Status"] === "Training Complete").map((r) => r.Email),
    },
    api: {
      employees: stats.totalEmployees,
      completed: stats.completedEmployees,
      filtered: Number(apiCompleted.headers.get("X-Total-Count")),
      labelled: apiAll.filter((e) => e.status_label === "Training Complete").length,
    },
    superAdmin: {
      employees: listed.employee_count,
      completed: listed.completed_employees,
      platform: platform.completedEmployees === everyCompany.rows.reduce((n, r) => n + r.completed_employees, 0),
    },
  };
}

/** The state every surface must show: who completed (by email) among how many current employees, and the deleted. */
async function expectAgreement(completed: TestUser[], employeesNow: number, deleted: number) {
  const s = await everySurface();
  const emails = completed.map((p) => p.email).sort();
  const n = completed.length;
  const rate = completionRate(employeesNow, n);
  expect(s.header).toEqual({ employees: employeesNow, completed: n });
  expect(s.reminders).toEqual({ employees: employeesNow, completed: n });
  expect(s.completions).toEqual({ employees: employeesNow, completed: n, rate });
  expect({ complete: s.csv.complete.sort(), filtered: s.csv.filtered.sort(), deleted: s.csv.deleted }).toEqual({
    complete: emails,
    filtered: emails,
    deleted,
  });
  expect({ ...s.pack, complete: s.pack.complete.sort() }).toEqual({
    employees: employeesNow,
    completed: n,
    rate,
    deleted,
    complete: emails,
  });
  expect(s.api).toEqual({ employees: employeesNow, completed: n, filtered: n, labelled: n });
  expect(s.superAdmin).toEqual({ employees: employeesNow, completed: n, platform: true });
}

describe("every surface says the same in every state", () => {
  it("completed, revoked, expired, recertification due, deleted: header, cards, rate, CSV, evidence pack, API and super administrator agree", async () => {
    const [anna, bert, cleo, dora, emil] = co.people;
    // 1. five of seven completed
    await expectAgreement([anna, bert, cleo, dora, emil], 7, 0);

    // 2. revoked (training found invalid): no completion (before issue 24 the header said 4, the card 5)
    expect((await revokeCertificate(callerOf(co), co.numbers[0], "Trained under another person's account")).kind).toBe("revoked");
    await expectAgreement([bert, cleo, dora, emil], 7, 0);

    // 3. expired (recertification due): no completion
    await db()
      .updateTable("certificates")
      .set({ valid_until: iso(-3000) })
      .where("number", "=", co.numbers[1])
      .execute();
    await expectAgreement([cleo, dora, emil], 7, 0);

    // 4. recertification due soon (valid 10 more days): still completed
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString();
    await db().updateTable("certificates").set({ valid_until: soon }).where("number", "=", co.numbers[2]).execute();
    await expectAgreement([cleo, dora, emil], 7, 0);

    // 5. deleted (a leaver): in no figure, the record kept and marked, the certificate not revoked
    const del = await run(employees.action, co.b, `${co.base}/admin/dashboard?index`, { form: { intent: "delete", employeeId: dora.id } });
    expect(del.status).toBe(302);
    await expectAgreement([cleo, emil], 6, 1);
    const kept = await db().selectFrom("certificates").select("revoked_at").where("number", "=", co.numbers[3]).executeTakeFirstOrThrow();
    expect(kept.revoked_at).toBeNull();
  }, 180_000);
});
