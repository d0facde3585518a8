/**
 * SQLite's file out of room under a running process (a full disk or quota, an I/O error): a
 * request that cannot write answers 503 with Retry-After and the message to try again, on a
 * page and in the JSON API, writes nothing, and logs an error for the operator; once there is
 * room again, the same process writes on. SQLite only: PostgreSQL's outage is
 * database-outage.test.ts. The disk is made full by SQLite's own limit on the file's pages.
 */
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import * as importPage from "../../app/routes/admin/import";
import { db } from "../../app/server/platform/db.server";
import { UNREACHABLE_MESSAGE, UNREACHABLE_RETRY_SECONDS } from "../../app/server/platform/unavailable.server";
import { callApi } from "../support/api";
import { onPostgres } from "../support/engine";
import { rowCount } from "../support/factory";
import { run } from "../support/http";
import { logged } from "../support/log";
import { companyWithAdmin } from "../support/journeys";

const pragma = async (text: string) => (await sql.raw<Record<string, number>>(`pragma ${text}`).execute(db())).rows[0];

let limit: number | undefined;
afterEach(async () => {
  if (limit !== undefined) await pragma(`max_page_count = ${limit}`);
  limit = undefined;
});

describe.skipIf(onPostgres())("SQLite's disk full under a running process", () => {
  it("an import that cannot be written answers 503 on the page and in the JSON API, writes nothing and logs an error; with room again it is imported", async () => {
    const { co, admin, b, base } = await companyWithAdmin();
    const csv = ["first_name,last_name,email", ...Array.from({ length: 90 }, (_, i) => `First${i},Last${i},person${i}@full.example`)].join(
      "\n",
    );
    const page = `${base}/admin/dashboard/import`;
    const preview = await run(importPage.action, b, page, { form: { intent: "preview", csvData: csv } });
    expect(preview.status).toBe(200);
    const confirm = { intent: "confirm", csvData: preview.data.csv, digest: preview.data.digest };
    const signedIn = await callApi(`/api/company/${co.slug}/admin/auth/login`, { json: { email: admin.email, password: admin.password } });
    const token = signedIn.body.sessionToken as string;

    // No page beyond those the file has (free pages given back first): 90 people need new ones.
    await sql`vacuum`.execute(db());
    limit = (await pragma("max_page_count"))!.max_page_count;
    await pragma(`max_page_count = ${(await pragma("page_count"))!.page_count}`);
    const users = await rowCount("users");
    const events = await rowCount("audit_events");
    const { lines } = await logged(async () => {
      const refused = await run(importPage.action, b, page, { form: confirm });
      expect(refused.status).toBe(503);
      expect(refused.headers.get("Retry-After")).toBe(String(UNREACHABLE_RETRY_SECONDS));
      expect(refused.data).toBe(UNREACHABLE_MESSAGE);
      const api = await callApi(`/api/company/${co.slug}/admin/employees/bulk`, { token, json: { csvData: csv } });
      expect(api.status).toBe(503);
      expect(api.headers.get("Retry-After")).toBe(String(UNREACHABLE_RETRY_SECONDS));
      expect(api.body).toEqual({ error: UNREACHABLE_MESSAGE, code: "service_unavailable" });
    }, "warn");
    expect(await rowCount("users")).toBe(users);
    expect(await rowCount("audit_events")).toBe(events);
    const errors = lines.filter((l) => l.level >= 50);
    expect(errors.map((l) => [l.msg, l.err?.code])).toEqual([
      ["SQLite could not use its file: answered 503", "SQLITE_FULL"],
      ["SQLite could not use its file: answered 503", "SQLITE_FULL"],
    ]);

    await pragma(`max_page_count = ${limit}`);
    const imported = await run(importPage.action, b, page, { form: confirm });
    expect(imported.status).toBe(200);
    expect(imported.data.step).toBe("done");
    expect(await rowCount("users")).toBe(users + 90);
  });
});
