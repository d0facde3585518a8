import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as home from "../../app/routes/public/home";
import * as companyLogin from "../../app/routes/public/company-login";
import * as demo from "../../app/routes/public/demo";
import * as healthz from "../../app/routes/api/healthz";
import * as employeeLogin from "../../app/routes/learner/employee-login";
import * as profile from "../../app/routes/learner/profile";
import { questionOf } from "../../app/content";
import { foldText } from "../../app/domain/text-fold";
import { ensureSuperAdmin } from "../../app/server/identity/bootstrap.server";
import { COMPANY_CACHE_MS, type Db, db, queryCount, sqliteHandle } from "../../app/server/platform/db.server";
import { resetEnvCache } from "../../app/server/platform/env.server";
import { DEMO_PASSWORD, seedDemo } from "../../app/server/platform/seed.server";
import { readFlash } from "../../app/server/platform/cookies.server";
import { sortKey } from "../../app/server/platform/text-search.server";
import { readSqliteCopy } from "../../app/server/platform/sqlite/backup.server";
import { opaqueParameters } from "../../app/server/platform/sqlite/database.server";
import { countSql, onPostgres, openPostgresForTest } from "../support/engine";
import { createCompany, createUser } from "../support/factory";
import { signCompletionOnPage, trainSevenOnPages } from "../support/journeys";
import { Browser, run } from "../support/http";
import { startSmtp } from "../support/smtp";

describe("tenants", () => {
  it("resolves the built-in tenants and 404s unknown or reserved subdomains", async () => {
    const b = new Browser();
    expect((await run(home.loader, b, "/")).data.tenant.kind).toBe("main");
    expect((await run(home.loader, b, "/croacademy")).data.tenant).toMatchObject({ kind: "croacademy", base: "/croacademy" });
    expect((await run(home.loader, b, "/company/nobody-here")).status).toBe(404);
    for (const reserved of ["main", "croacademy", "api", "admin"]) {
      expect((await run(home.loader, b, `/company/${reserved}`)).status).toBe(404);
    }
  });

  it("shows a company's home in its colours, and an 'unavailable' page when suspended", async () => {
    const co = await createCompany(undefined, { name: "Helix Trials" });
    const b = new Browser();
    const page = await run(home.loader, b, `/company/${co.slug}`);
    expect(page.data.tenant).toMatchObject({
      name: "Helix Trials",
      kind: "company",
      base: `/company/${co.slug}`,
      primaryColor: "#003D8F",
      secondaryColor: "#FF6A00",
    });
    await db().updateTable("companies").set({ status: "suspended" }).where("id", "=", co.id).execute();
    const closed = await run(home.loader, b, `/company/${co.slug}`);
    expect(closed.status).toBe(503);
    expect(closed.data).toEqual({ companyName: "Helix Trials" });
  });

  // The tenant row is kept between requests (docs/decisions/009-speed.md) and read again after any
  // change of the company rows: by this process, by a rolled-back transaction, by another process.
  it("reads a company's settings again after every kind of change, and once per request while none happens", async () => {
    const co = await createCompany(undefined, { name: "Cached Trials" });
    const b = new Browser();
    const colour = async () => (await run(home.loader, b, `/company/${co.slug}`)).data.tenant.primaryColor;
    expect(await colour()).toBe("#003D8F");
    const before = queryCount();
    await colour();
    // PostgreSQL re-reads once COMPANY_CACHE_MS has passed, which a busy machine may reach here
    expect(queryCount() - before).toBeLessThanOrEqual(onPostgres() ? 1 : 0);

    // a change through the app's connection
    await db().updateTable("company_settings").set({ primary_color: "#111111" }).where("company_id", "=", co.id).execute();
    expect(await colour()).toBe("#111111");

    // a change rolled back
    await expect(
      db()
        .transaction()
        .execute(async (tx) => {
          await tx.updateTable("company_settings").set({ primary_color: "#222222" }).where("company_id", "=", co.id).execute();
          throw new Error("undo");
        }),
    ).rejects.toThrow("undo");
    expect(await colour()).toBe("#111111");

    // a change by another connection (another process: a job, a second server)
    await changeElsewhere(`update company_settings set primary_color = '#333333' where company_id = ${co.id}`);
    expect(await colour()).toBe("#333333");
    await changeElsewhere(`update companies set status = 'suspended' where id = ${co.id}`);
    expect((await run(home.loader, b, `/company/${co.slug}`)).status).toBe(503);
  });

  it("portal access normalises the subdomain and refuses an empty one", async () => {
    await createCompany("acmepharma");
    const b = new Browser();
    const ok = await run(companyLogin.action, b, "/company/login", { form: { subdomain: "  Acme_Pharma! " } });
    expect(ok.location).toBe("/company/acmepharma/admin/login");
    const empty = await run(companyLogin.action, b, "/company/login", { form: { subdomain: " !! " } });
    expect(empty.status).toBe(400);
    expect(empty.data.result.error.subdomain).toEqual(["Please enter your company subdomain."]);
  });

  it("healthz checks the database", async () => {
    const r = await run(healthz.loader, new Browser(), "/healthz");
    expect(r.status).toBe(200);
    expect(r.data).toEqual({ status: "ok" });
  });
});

/**
 * A write by a connection this process does not own. SQLite tells the next read (data_version);
 * PostgreSQL does not, and the cache is read again once it is COMPANY_CACHE_MS old: waited for.
 */
async function changeElsewhere(statement: string) {
  if (onPostgres()) {
    const other = openPostgresForTest(process.env.DATABASE_URL!);
    await sql.raw(statement).execute(other.db);
    await other.db.destroy();
    await new Promise((resolve) => setTimeout(resolve, 2 * COMPANY_CACHE_MS));
    return;
  }
  // (the rolled-back transaction's group commits on a later turn of the event loop; the other
  // connection below writes synchronously, so it must not start before that)
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(sqliteHandle().inTransaction).toBe(false);
  const other = new Database(process.env.DATABASE_PATH!);
  other.prepare(statement).run();
  other.close();
}

describe("transactions", () => {
  // Acknowledged means committed. On PostgreSQL a failed statement aborts its transaction, and
  // COMMIT then answers ROLLBACK: a caught error inside a transaction must not let it report
  // success. On SQLite only the failed statement is undone and the transaction commits the rest,
  // which is why the app never catches a statement's error inside a transaction.
  it("a transaction whose statement failed inside it is acknowledged only if it committed", async () => {
    await sql`create table tx_probe (id integer primary key)`.execute(db());
    const outcome = db()
      .transaction()
      .execute(async (tx) => {
        await sql`insert into tx_probe (id) values (1)`.execute(tx);
        const duplicate = await sql`insert into tx_probe (id) values (1)`.execute(tx).then(
          () => "inserted",
          () => "refused",
        );
        expect(duplicate).toBe("refused");
        return "acknowledged";
      });
    const rows = () => sql<{ id: number }>`select id from tx_probe`.execute(db()).then((r) => r.rows.map((row) => Number(row.id)));
    if (onPostgres()) {
      await expect(outcome).rejects.toMatchObject({ name: "AbortedTransactionError" });
      expect(await rows()).toEqual([]);
    } else {
      await expect(outcome).resolves.toBe("acknowledged");
      expect(await rows()).toEqual([1]);
    }
    // The connection went back to the pool usable: the next transaction commits.
    await db()
      .transaction()
      .execute((tx) => sql`insert into tx_probe (id) values (2)`.execute(tx));
    expect(await rows()).toContain(2);
  });
});

describe("text folded for searches and the name order", () => {
  // The app's foldText and each engine's unicode_fold give the same text (PostgreSQL's from
  // migration 021, SQLite's the app's own): every letter of Latin-1 and Latin Extended-A and -B,
  // every combining mark after a letter, and a few others; and the name order compares the folded
  // text's bytes on both.
  const samples = [
    ...Array.from({ length: 0x250 - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)),
    ...Array.from({ length: 0x70 }, (_, i) => `e${String.fromCodePoint(0x300 + i)}`),
    "Łukasz Żak",
    "Mu\u0308ller",
    "STRAẞE",
    "İlker",
    "Nguyễn",
    "Σωκράτης",
    "Анна Иванова",
    "ﬁne",
    "",
  ];

  it("the same fold on the database as in the app, letter by letter, and the order of its bytes", async () => {
    for (let from = 0; from < samples.length; from += 100) {
      const slice = samples.slice(from, from + 100);
      const { rows } = await sql<Record<string, unknown>>`select ${sql.join(
        slice.map((text, i) => sql`unicode_fold(${text}) as ${sql.ref(`f${i}`)}`),
      )}`.execute(db());
      slice.forEach((text, i) => expect(rows[0]![`f${i}`], `fold of U+${text.codePointAt(0)?.toString(16)} ${text}`).toBe(foldText(text)));
    }
    const bytes = (text: string) => Buffer.from(foldText(text));
    const names = [
      "Zoë",
      "zoe",
      "Éva",
      "eva",
      "Ørsted",
      "Özdemir",
      "de Vries",
      "DE VRIES",
      "Łaski",
      "Lopez",
      "Ελένη",
      "Анна",
      "ǅemal",
      "~",
      " x",
      "",
    ];
    const { rows } = await sql<{ name: string }>`select name from (${sql.join(
      names.map((name, i) => sql`select ${name} as name, ${sql.lit(i)} as i`),
      sql` union all `,
    )}) n order by ${sortKey(sql.ref("name"))}, i`.execute(db());
    const expected = names.map((name, i) => ({ name, i })).sort((a, b) => Buffer.compare(bytes(a.name), bytes(b.name)) || a.i - b.i);
    expect(rows.map((r) => r.name)).toEqual(expected.map((e) => e.name));
  });
});

describe("seed, bootstrap and backup", () => {
  it("seed:demo is idempotent and its accounts sign in to their own context only", async () => {
    const links = await seedDemo(() => {});
    expect(links).toHaveLength(3);
    const count = async () => (await db().selectFrom("users").select(db().fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n;
    const before = await count();
    const fresh = await seedDemo(() => {});
    expect(await count()).toBe(before);
    const b = new Browser();
    const own = await run(employeeLogin.action, b, "/company/acme-pharma/employee/login", {
      form: { intent: "login", email: "employee@acme-pharma.example", password: DEMO_PASSWORD },
    });
    expect(own.location).toBe("/company/acme-pharma/training-intro");
    const other = await run(employeeLogin.action, new Browser(), "/employee/login", {
      form: { intent: "login", email: "employee@acme-pharma.example", password: DEMO_PASSWORD },
    });
    expect(other.status).toBe(401);
    // the links of the latest run work; the earlier ones were replaced (ended, kept on record)
    const stale = new URL(links[0]);
    expect((await run(employeeLogin.loader, new Browser(), stale.pathname + stale.search)).data.invitationError).toMatch(
      /^This invitation has expired/,
    );
    const link = new URL(fresh[0]);
    const view = await run(employeeLogin.loader, new Browser(), link.pathname + link.search);
    expect(view.data.email).toBe("invited@main.example");
  });

  it("npm run seed:demo runs the built script; with NODE_ENV=production (the image) only when asked", () => {
    const file = `${process.env.DATABASE_PATH!}-seed.db`;
    const seed = (...args: string[]) =>
      spawnSync("npm", ["run", "--silent", "seed:demo", "--", ...args], {
        env: { ...process.env, NODE_ENV: "production", DATABASE_PATH: file },
        encoding: "utf8",
      });
    const refused = seed();
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain("npm run seed:demo -- --allow-production");
    expect(existsSync(file)).toBe(false);
    const seeded = seed("--allow-production");
    expect(seeded.status, seeded.stderr).toBe(0);
    // the database the data went to: the file, or PostgreSQL's database and server without the URL's password
    const url = onPostgres() ? new URL(process.env.DATABASE_URL!) : null;
    const where = url ? `PostgreSQL database ${url.pathname.slice(1)} on ${url.hostname}:${url.port}` : file;
    expect(seeded.stdout).toContain(`Demo data ready in ${where}. Password of the active accounts: ${DEMO_PASSWORD}`);
    if (url?.password) expect(seeded.stdout).not.toContain(url.password);
    for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
    // (builds first when there is no build: room for that build)
  }, 240_000);

  it("creates the first super administrator once, with a one-time password reported in a field of its own when none is configured", async () => {
    const lines: { fields: Record<string, unknown>; message: string }[] = [];
    const first = await ensureSuperAdmin((fields, message) => lines.push({ fields, message }));
    expect(first?.generated).toMatch(/^[A-Za-z0-9_-]{20}$/);
    // the start logs these fields as JSON (tests/integration/start.test.ts reads the real line)
    expect(lines).toEqual([
      {
        fields: { superAdmin: "superadmin@training.local", oneTimePassword: first!.generated },
        message: expect.stringContaining("one-time password in oneTimePassword") as string,
      },
    ]);
    expect(await ensureSuperAdmin(() => {})).toBeNull();
  });

  it("npm run backup writes a verified copy, and refuses a missing database instead of backing up an empty one", async () => {
    await createUser();
    const source = process.env.DATABASE_PATH!;
    const target = `${source}.backup`;
    rmSync(target, { force: true });
    const backup = (env: Record<string, string>) =>
      spawnSync("npm", ["run", "--silent", "backup", "--", target], { env: { ...process.env, ...env }, encoding: "utf8" });

    const ok = backup({});
    expect(ok.status, ok.stderr).toBe(0);
    if (onPostgres()) {
      // (restored and compared with its manifest in backup-manifest.test.ts)
      expect(ok.stdout).toMatch(/a pg_dump archive holding every table, \d+ tables, \d+ rows in the snapshot it was dumped from/);
      expect(existsSync(target)).toBe(true);
    } else {
      expect(ok.stdout).toMatch(/integrity ok, \d+ tables, \d+ rows, all matching the source/);
      const tables = ["companies", "users", "audit_events"] as const;
      const counts = async (q: Db) =>
        Promise.all(tables.map(async (t) => Number(((await countSql(t).execute(q)).rows[0] as { n: number }).n)));
      expect((await readSqliteCopy(target, counts)).result).toEqual(await counts(db()));
    }
    rmSync(target, { force: true });

    const wrong = `${source}-does-not-exist.db`;
    const refused = backup(
      onPostgres() ? { DATABASE_URL: process.env.DATABASE_URL!.replace(/\/[^/]*$/, "/does_not_exist") } : { DATABASE_PATH: wrong },
    );
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain(onPostgres() ? `database "does_not_exist" does not exist` : `No database at ${path.resolve(wrong)}`);
    expect(existsSync(wrong)).toBe(false);
    expect(existsSync(target)).toBe(false);
    // npm run backup runs the built script (scripts/launch.mjs), building first when there is no
    // build: room for that build.
  }, 240_000);

  // SQLite's own settings: PostgreSQL has no such pragmas (its durability is checked at startup).
  it.skipIf(onPostgres())("runs with WAL, synchronous=NORMAL (the driver syncs the WAL after each COMMIT) and foreign keys on", () => {
    const s = sqliteHandle();
    expect(s.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(s.pragma("synchronous", { simple: true })).toBe(1);
    expect(s.pragma("foreign_keys", { simple: true })).toBe(1);
  });

  // SQLite 3.54 plans a statement again at each run when a bare parameter meets a join or an ORDER
  // BY (better-sqlite3 clears the bindings after each run): the driver prepares every one as +?.
  it.skipIf(onPostgres())(
    "prepares parameters as +?, outside literals, names and comments, and the plans keep their index searches",
    () => {
      expect(opaqueParameters(`select "a?", [b?] from t where x = ? and y = 'it''s ?' -- ?\n and z in (?, ?1) /* ? */ limit ?`)).toBe(
        `select "a?", [b?] from t where x = +? and y = 'it''s ?' -- ?\n and z in (+?, +?1) /* ? */ limit +?`,
      );
      const plan = (text: string) =>
        sqliteHandle()
          .prepare(`explain query plan ${opaqueParameters(text)}`)
          .all(
            text
              .split("?")
              .slice(1)
              .map(() => null),
          )
          .map((row) => (row as { detail: string }).detail);
      expect(plan(`select u.id from sessions as s inner join users as u on u.id = s.user_id where s.id = ?`)).toEqual([
        "SEARCH s USING INDEX sqlite_autoindex_sessions_1 (id=?)",
        "SEARCH u USING INTEGER PRIMARY KEY (rowid=?)",
      ]);
      const answers = plan(
        `select a.id from answers as a inner join attempts as t on t.id = a.attempt_id where t.company_id = ? and t.user_id = ? and t.module_id = ? and t.superseded_at is null order by a.id`,
      );
      expect(answers.filter((step) => step.startsWith("SEARCH"))).toHaveLength(2);
      expect(answers.filter((step) => step.startsWith("SCAN"))).toEqual([]);
    },
  );
});

describe("demo", () => {
  it("keeps a visitor's module 1 progress only in the session", async () => {
    const b = new Browser();
    expect((await run(demo.loader, b, "/demo")).data.phase).toBe("briefing");
    await run(demo.action, b, "/demo", { form: { intent: "begin" } });
    await run(demo.action, b, "/demo", { form: { intent: "start-assessment" } });
    for (let i = 0; i < 4; i++) {
      const q = (await run(demo.loader, b, "/demo")).data.question;
      await run(demo.action, b, "/demo", { form: { intent: "answer", questionId: q.id, choice: questionOf(q.id)!.correctAnswer } });
    }
    const done = await run(demo.loader, b, "/demo");
    expect(done.data).toMatchObject({ phase: "completed", result: { score: 100, correct: 4 } });
    expect((await run(demo.loader, new Browser(), "/demo")).data.phase).toBe("briefing");
    expect(await db().selectFrom("attempts").select("id").where("company_id", "=", 1).execute()).toHaveLength(0);
  });
});

describe("certificate email through a real SMTP server", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let smtpUrl = "";
  const received: Awaited<ReturnType<typeof startSmtp>>["received"] = [];
  beforeAll(async () => {
    smtp = await startSmtp(received);
    smtpUrl = smtp.url;
    process.env.SMTP_URL = smtpUrl;
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetEnvCache();
    await smtp.close();
  });

  it("queues the mail with the PDF in the outbox and the worker delivers it", async () => {
    const u = await createUser({ firstName: "Ada", lastName: "Lovelace" });
    const b = new Browser();
    await run(employeeLogin.action, b, "/employee/login", { form: { intent: "login", email: u.email, password: u.password } });
    // before completion: the spec's failure text
    const early = await run(profile.action, b, "/profile", { form: { intent: "email-certificate" } });
    expect(early.location).toBe("/profile");
    await trainSevenOnPages(b);
    // the acknowledgement at completion (issue 13)
    await signCompletionOnPage(b, "", u.password);
    const r = await run(profile.action, b, "/profile", { form: { intent: "email-certificate" } });
    expect(r.location).toBe("/profile");
    // delivered during the request: the banner says sent
    expect(await readFlash(new Request("http://localhost/", { headers: { Cookie: b.header() } }))).toEqual({
      kind: "success",
      text: "Certificate has been emailed to your registered email address!",
    });
    const row = await db()
      .selectFrom("email_outbox")
      .selectAll()
      .where("to_address", "=", u.email)
      .where("kind", "=", "certificate")
      .executeTakeFirstOrThrow();
    expect(row.subject).toMatch(/GDPR-PHARMA-[A-Z]{13}/);
    // no PDF bytes in the outbox: the number, rendered at sending time
    expect(row.certificate_number).toMatch(/^GDPR-PHARMA-[A-Z]{13}$/);
    expect(row.status).toBe("sent");
    expect(received).toHaveLength(1);
    expect(received[0].to).toBe(u.email);
    expect(received[0].raw).toMatch(/Content-Type: application\/pdf/i);
    expect(received[0].raw).toMatch(/filename="?GDPR-Certificate-GDPR-PHARMA-[A-Z]{13}\.pdf/);

    // the mail server unreachable: queued, not "emailed"; the worker sends it later
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    resetEnvCache();
    await run(profile.action, b, "/profile", { form: { intent: "email-certificate" } });
    expect((await readFlash(new Request("http://localhost/", { headers: { Cookie: b.header() } })))?.text).toBe(
      "Certificate queued: it will be emailed to your registered email address as soon as mail can be delivered.",
    );
    const queued = await db()
      .selectFrom("email_outbox")
      .select(["status", "tries", "last_error"])
      .where("to_address", "=", u.email)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(queued).toMatchObject({ status: "pending", tries: 1 });
    expect(queued.last_error).toBeTruthy();
    process.env.SMTP_URL = smtpUrl;
    resetEnvCache();
  });
});
