/**
 * The evidence pack of a company of 10,000 employees, built by the production server (npm start's
 * own command, `node build/scripts/start.js` with the variables and node flags that command sets, NODE_ENV=production,
 * in a child process) and read
 * over HTTP as a browser would, hashed as it arrives: the server's peak resident memory (VmHWM
 * of /proc/{pid}/status, its whole life) stays within the target of 250 MB. The company: 10,000 employees in every state, 1,000
 * certificates in the range (each a PDF in the pack), 7,000 module attempts and 20,000 audit
 * events. Another client's requests are answered while the pack is built. `npm run bench` builds the pack of its 10,000-employee company too, with every
 * certificate, and reports the time; nothing here measures time.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditMany } from "../../app/server/evidence/audit.server";
import { openSession } from "../../app/server/identity/sessions.server";
import { db, nowIso } from "../../app/server/platform/db.server";
import { createCompany, createUser, insertEmployees } from "../support/factory";
import { ORIGIN } from "../support/http";
import { databaseEnv, ensureBuild, testDatabase } from "../support/server-process";
import { startCommandParts } from "../../scripts/start-command";

const EMPLOYEES = 10_000;
const CERTIFICATES = 1_000;
const EVENTS = 20_000;
const TARGET_MB = 250;

const kb = (status: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);

let server: ChildProcess;
let port = 0;
let output = "";
let cookie = "";
let companyId = 0;
let slug = "";

beforeAll(async () => {
  ensureBuild();
  const co = await createCompany();
  companyId = co.id;
  slug = co.slug;
  await db().updateTable("companies").set({ max_employees: EMPLOYEES }).where("id", "=", co.id).execute();
  const admin = await createUser({ role: "admin", company: co.slug });
  const now = nowIso();
  const ids: number[] = [];
  for (let i = 0; i < EMPLOYEES; i += 500) {
    const rows = await insertEmployees(co.id, Math.min(500, EMPLOYEES - i), (k) => ({
      email: `person${i + k}@memory.example`,
      first_name: ["Łukasz", "Σωκράτης", "Анна", "Maria"][(i + k) % 4],
      last_name: `Person ${i + k}`,
      status: (i + k) % 10 === 9 ? "invited" : "active",
    }));
    ids.push(...rows.map((r) => r.id));
  }
  const certified = ids.slice(0, CERTIFICATES);
  for (let i = 0; i < ids.length; i += 500) {
    await db()
      .insertInto("enrollments")
      .values(
        ids.slice(i, i + 500).map((u, k) => {
          const n = i + k;
          const done = n < CERTIFICATES;
          return {
            user_id: u,
            company_id: co.id,
            status: done ? ("completed" as const) : n % 3 ? ("in_progress" as const) : ("not_started" as const),
            created_at: now,
            completed_at: done ? now : null,
            modules_completed: done ? 7 : n % 3 ? 3 : 0,
            updated_at: now,
          };
        }),
      )
      .execute();
  }
  for (let i = 0; i < certified.length; i += 500) {
    const batch = certified.slice(i, i + 500);
    await db()
      .insertInto("certificates")
      .values(
        batch.map((u, k) => ({
          user_id: u,
          company_id: co.id,
          // 13 letters: the index in base 26, its digits 0-9 written Q-Z and a-p as A-P
          number: `GDPR-PHARMA-${(i + k)
            .toString(26)
            .padStart(13, "0")
            .toUpperCase()
            .replace(/\d/g, (d) => "QRSTUVWXYZ"[Number(d)])}`,
          recipient_name: `Person ${i + k}`,
          issued_at: now,
          valid_until: new Date(Date.now() + 365 * 86_400_000).toISOString(),
        })),
      )
      .execute();
    await db()
      .insertInto("attempts")
      .values(
        batch.flatMap((u) =>
          Array.from({ length: 7 }, (_, m) => ({
            user_id: u,
            company_id: co.id,
            module_id: m + 1,
            phase: "completed" as const,
            question_ids: "[]",
            score: 75 + m * 3,
            started_at: now,
            updated_at: now,
            completed_at: now,
          })),
        ),
      )
      .execute();
  }
  await auditMany(
    db(),
    Array.from({ length: EVENTS }, (_, i) => ({
      companyId: co.id,
      actor: { id: admin.id, email: admin.email },
      subject: { id: ids[i % ids.length], email: `person${i % ids.length}@memory.example` },
      action: "training.module_completed" as const,
      details: { moduleId: (i % 7) + 1, score: 100 },
      meta: { address: "203.0.113.5", userAgent: "memory test" },
    })),
  );
  const session = await openSession(new Request(ORIGIN), { id: admin.id, company_id: co.id, role: "admin" });
  cookie = session.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  port = await freePort();
  const production = startCommandParts();
  server = spawn(process.execPath, [...production.nodeFlags, "build/scripts/start.js"], {
    env: {
      // the test file's database: DATABASE_URL on PostgreSQL (no SQLite path beside it), else DATABASE_PATH
      ...databaseEnv(process.env, testDatabase()),
      ...production.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      JOB_SCHEDULER: "off",
      LOG_LEVEL: "warn",
      SUPER_ADMIN_EMAIL: "root@memory.example",
      SUPER_ADMIN_PASSWORD: "Memory-Test-Super-Admin-2026",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  server.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  // ready when /healthz answers (waits for the server, not for a time)
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (await healthz()) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 240_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
});

/** One GET /healthz on a fresh connection: true once it is answered 200. */
function healthz(): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: "/healthz", agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode === 200));
    });
    req.on("error", () => resolve(false));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}

describe("the evidence pack of 10,000 employees", () => {
  it(`is streamed by the production server within ${TARGET_MB} MB of resident memory`, async () => {
    const idle = kb(readFileSync(`/proc/${server.pid!}/status`, "utf8"), "VmRSS");
    let sampled = 0;
    const sampler = setInterval(() => {
      try {
        sampled = Math.max(sampled, kb(readFileSync(`/proc/${server.pid!}/status`, "utf8"), "VmRSS"));
      } catch {
        // the process ended: the assertion below says so
      }
    }, 100);
    // Meanwhile another client asks for /healthz, one request after another, until the pack has
    // arrived: the server must answer it between certificates, not keep it waiting for the pack.
    let packArrived = false;
    let answeredMeanwhile = 0;
    const other = (async () => {
      while (!packArrived) if ((await healthz()) && !packArrived) answeredMeanwhile++;
    })();
    const body = new URLSearchParams({ start: "2020-01-01", end: new Date().toISOString().slice(0, 10) }).toString();
    const answer = await new Promise<{ status: number; type: string; bytes: number; sha256: string; disposition: string }>(
      (resolve, reject) => {
        const req = http.request(
          {
            host: "127.0.0.1",
            port,
            path: `/company/${slug}/admin/evidence-pack.zip`,
            method: "POST",
            agent: false,
            headers: {
              Cookie: cookie,
              Origin: `http://127.0.0.1:${port}`,
              "Content-Type": "application/x-www-form-urlencoded",
              "Content-Length": String(Buffer.byteLength(body)),
            },
          },
          (res) => {
            const hash = createHash("sha256");
            let bytes = 0;
            res.on("data", (chunk: Buffer) => {
              hash.update(chunk);
              bytes += chunk.length;
            });
            res.on("error", reject);
            res.on("end", () =>
              resolve({
                status: res.statusCode!,
                type: String(res.headers["content-type"]),
                disposition: String(res.headers["content-disposition"]),
                bytes,
                sha256: hash.digest("hex"),
              }),
            );
          },
        );
        req.on("error", reject);
        req.end(body);
      },
    );
    packArrived = true;
    await other;
    clearInterval(sampler);
    const status = readFileSync(`/proc/${server.pid!}/status`, "utf8");
    const peak = kb(status, "VmHWM");
    console.info(
      `evidence pack of ${EMPLOYEES} employees, ${CERTIFICATES} certificates, ${EVENTS} events: ${(answer.bytes / 2 ** 20).toFixed(1)} MB; server RSS idle ${(idle / 1024).toFixed(0)} MB, peak while sampled ${(sampled / 1024).toFixed(0)} MB, VmHWM ${(peak / 1024).toFixed(0)} MB (target ${TARGET_MB} MB); /healthz answered ${answeredMeanwhile} times meanwhile`,
    );
    expect(answer.status).toBe(200);
    expect(answer.type).toBe("application/zip");
    expect(answer.disposition).toContain(`evidence-pack-${slug}-`);
    expect(peak / 1024).toBeLessThanOrEqual(TARGET_MB);
    // one answer per 5 certificates at least: the pack lets the event loop turn once a certificate
    // (719 answers on this machine); without those turns, 82
    expect(answeredMeanwhile).toBeGreaterThanOrEqual(CERTIFICATES / 5);
    // the download is on record (written before its last bytes were sent), with what it held
    const event = await db()
      .selectFrom("audit_events")
      .select(["action", "details"])
      .where("company_id", "=", companyId)
      .orderBy("seq", "desc")
      .executeTakeFirstOrThrow();
    expect(event.action).toBe("evidence_pack.exported");
    expect(JSON.parse(event.details)).toMatchObject({
      completed: true,
      people: EMPLOYEES,
      certificates: CERTIFICATES,
      auditEvents: EVENTS,
      files: 5 + CERTIFICATES, // summary, completions, attempts (issue 28), audit events, the certificates, manifest
      bytes: answer.bytes,
    });
  }, 600_000);
});
