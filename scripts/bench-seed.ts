/**
 * The bench's data, written before the server starts (scripts/bench.ts): the demo tenants, page
 * learners who went through three modules with the training's own server functions and sit in
 * module 4's assessment, answer learners each in module 1's assessment with their own question
 * set, sign-in people with real password hashes, a company of many employees, an empty company
 * for the import and many small companies for the super administrator's list. Sessions are
 * written as the app writes them (the row's id is the HMAC of the cookie's token), so the bench
 * holds the cookies of thousands of signed-in people without signing each in.
 *
 * Imported by the bench's own process (with tsx), never by the server: DATABASE_PATH and
 * SESSION_SECRET are set before this module is loaded.
 */
import { createHmac, randomBytes } from "node:crypto";
import { getModule, questionOf } from "../app/content";
import { selectQuestionIds } from "../app/domain/progress";
import { ensureSuperAdmin } from "../app/server/identity/bootstrap.server";
import { hashPassword } from "../app/server/identity/passwords.server";
import type { CompanyCaller } from "../app/server/identity/sessions.server";
import { superCookie, userCookie } from "../app/server/platform/cookies.server";
import { bulkLoad, db, engine, migrateToLatest, nowIso, sqliteHandle, type Tx } from "../app/server/platform/db.server";
import { env } from "../app/server/platform/env.server";
import { seedDemo } from "../app/server/platform/seed.server";
import { lookupTenant } from "../app/server/platform/tenant.server";
import { beginModule, startAssessment, submitAnswer } from "../app/server/training/assessment.server";

export const BENCH_PASSWORD = "Bench-Learner-Password-2026";

export interface SeedSizes {
  /** Learners whose pages are read (/world, /quest, /profile), one session each. */
  pageLearners: number;
  /** Learners who answer their own module-1 question set (4 answers each). */
  answerLearners: number;
  /** People who sign in during the burst (distinct accounts). */
  signIns: number;
  /** Employees of the one big company. */
  employees: number;
  /** Companies of the super administrator's list, each with an admin and `people` employees. */
  companies: number;
  people: number;
}

export interface AnswerLearner {
  /** The person (the soak's learners work out their own question sets of later modules from it). */
  userId: number;
  email: string;
  cookie: string;
  /** The form bodies of the four answers, in order (each the right answer). */
  bodies: string[];
}

export interface Seeded {
  /** Cookie headers of page learners; each is in module 4's assessment (a question on screen). */
  pageCookies: string[];
  answerLearners: AnswerLearner[];
  /** The sign-in form bodies of the burst (distinct people, the right password). */
  signInBodies: string[];
  /** The big company's admin, and an empty company's admin for the import. */
  bigAdminCookie: string;
  bigBase: string;
  importAdminCookie: string;
  importBase: string;
  /** The CSV the import brings in (new people only). */
  importCsv: string;
  superCookie: string;
}

const HOUR = 3_600_000;
const sessionId = (token: string) => createHmac("sha256", env().SESSION_SECRET).update(token).digest("hex");
const cookiePair = (setCookie: string) => setCookie.split(";")[0];

/** A live session's row for a user, as openSession writes it, and the Cookie header that opens it. */
async function sessionRow(user: { id: number; company_id: number | null }) {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const row = {
    id: sessionId(token),
    user_id: user.id,
    company_id: user.company_id,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + 24 * HOUR).toISOString(),
    last_seen_at: now.toISOString(),
  };
  return { row, cookie: cookiePair(await (user.company_id === null ? superCookie() : userCookie()).serialize(token)) };
}

/** A live session for a user, as openSession writes it; answers the Cookie header. */
export async function session(tx: Tx, user: { id: number; company_id: number | null }): Promise<string> {
  const { row, cookie } = await sessionRow(user);
  await tx.insertInto("sessions").values(row).execute();
  return cookie;
}

async function company(tx: Tx, slug: string, name: string, maxEmployees: number, status: "active" | "trial" = "active") {
  const now = nowIso();
  const { id } = await tx
    .insertInto("companies")
    .values({
      slug,
      name,
      contact_email: `privacy@${slug}.bench.example`,
      status,
      max_employees: maxEmployees,
      trial_ends_at: status === "trial" ? new Date(Date.now() + 14 * 24 * HOUR).toISOString() : null,
      created_at: now,
      deleted_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await tx.insertInto("company_settings").values({ company_id: id, updated_at: now, signer_name: "Dr. Bench Signer" }).execute();
  return id;
}

/** Rows in batches (SQLite takes at most 32,766 parameters a statement). */
async function insertMany<T extends "users" | "enrollments" | "sessions" | "attempts" | "certificates" | "email_outbox">(
  tx: Tx,
  table: T,
  rows: Parameters<ReturnType<Tx["insertInto"]>["values"]>[0][],
) {
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insertInto(table)
      .values(rows.slice(i, i + 500) as never)
      .execute();
  }
}

type Tenant = NonNullable<Awaited<ReturnType<typeof lookupTenant>>>["tenant"];

/** A company's administrator, signed in: the Cookie header of a live session. */
async function signedInAdmin(tx: Tx, companyId: number, email: string, firstName: string, hash: string) {
  const admin = await tx
    .insertInto("users")
    .values({
      company_id: companyId,
      role: "admin",
      email,
      first_name: firstName,
      last_name: "Admin",
      password_hash: hash,
      status: "active",
      created_at: nowIso(),
    })
    .returning(["id", "company_id"])
    .executeTakeFirstOrThrow();
  return session(tx, admin);
}

/**
 * Page learners: three modules done and module 4's assessment started, through the training's
 * own server functions (attempts, answers, badges and enrolment as the browser makes them).
 */
async function seedPageLearners(main: Tenant, count: number, hash: string): Promise<string[]> {
  const now = nowIso();
  const pageCookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `page${i}@bench.example`;
    const person = { email, first_name: "Page", last_name: `Learner ${i}` };
    const user = await db()
      .insertInto("users")
      .values({ ...person, company_id: main.id, role: "employee", password_hash: hash, status: "active", created_at: now })
      .returning(["id", "company_id", "created_at"])
      .executeTakeFirstOrThrow();
    const caller: CompanyCaller = {
      scope: { companyId: main.id },
      user: {
        id: user.id,
        email,
        firstName: person.first_name,
        lastName: person.last_name,
        locale: null,
        photoUrl: null,
        createdAt: now,
        sessionId: "bench",
        role: "employee",
        companyId: main.id,
      },
      meta: { address: "127.0.0.1", userAgent: "bench seed" },
    };
    await passThreeModules(caller, main, user.id);
    pageCookies.push(
      await db()
        .transaction()
        .execute((tx) => session(tx, user)),
    );
  }
  return pageCookies;
}

/** Modules 1-3 answered right, and module 4's assessment started. */
async function passThreeModules(caller: CompanyCaller, main: Tenant, userId: number) {
  for (let moduleId = 1; moduleId <= 4; moduleId++) {
    await beginModule(caller, moduleId, "en");
    await startAssessment(caller, moduleId);
    if (moduleId === 4) break;
    const ids = selectQuestionIds(
      getModule(moduleId)!.questions.map((q) => q.id),
      userId,
      moduleId,
    );
    for (const id of ids) await submitAnswer(caller, main, moduleId, id, questionOf(id)!.correctAnswer);
  }
}

/**
 * Answer learners, each in module 1's assessment with their own question set, and the people of
 * the sign-in burst, in one transaction.
 */
async function seedAnswerLearners(main: Tenant, sizes: SeedSizes, hash: string) {
  const now = nowIso();
  return db()
    .transaction()
    .execute(async (tx) => {
      const people = Array.from({ length: sizes.answerLearners + sizes.signIns }, (_, i) => ({
        company_id: main.id,
        role: "employee" as const,
        email: i < sizes.answerLearners ? `answer${i}@bench.example` : `signin${i - sizes.answerLearners}@bench.example`,
        first_name: "Bench",
        last_name: `Person ${i}`,
        password_hash: hash,
        status: "active" as const,
        created_at: now,
      }));
      const users: { id: number; company_id: number | null; email: string }[] = [];
      for (let i = 0; i < people.length; i += 500) {
        users.push(
          ...(await tx
            .insertInto("users")
            .values(people.slice(i, i + 500))
            .returning(["id", "company_id", "email"])
            .execute()),
        );
      }
      const signInBodies = users
        .slice(sizes.answerLearners)
        .map((u) => new URLSearchParams({ intent: "login", email: u.email, password: BENCH_PASSWORD }).toString());
      const answerLearners = await startModuleOne(tx, main, users.slice(0, sizes.answerLearners));
      return { answerLearners, signInBodies };
    });
}

/** Enrolled, module 1's assessment started with each one's own question set, and signed in. */
async function startModuleOne(tx: Tx, main: Tenant, learners: { id: number; company_id: number | null; email: string }[]) {
  const now = nowIso();
  const mod1 = getModule(1)!;
  await insertMany(
    tx,
    "enrollments",
    learners.map((u) => ({ user_id: u.id, company_id: main.id, status: "in_progress", created_at: now, started_at: now, updated_at: now })),
  );
  const sets = learners.map((u) =>
    selectQuestionIds(
      mod1.questions.map((q) => q.id),
      u.id,
      1,
    ),
  );
  await insertMany(
    tx,
    "attempts",
    learners.map((u, i) => ({
      user_id: u.id,
      company_id: main.id,
      module_id: 1,
      phase: "assessment",
      question_ids: JSON.stringify(sets[i]),
      score: null,
      started_at: now,
      updated_at: now,
    })),
  );
  // The sessions in batches too: one insert each would be 20,000 round trips on PostgreSQL.
  const sessions = await Promise.all(learners.map((u) => sessionRow(u)));
  await insertMany(
    tx,
    "sessions",
    sessions.map((s) => s.row),
  );
  return learners.map((u, i): AnswerLearner => ({
    userId: u.id,
    email: u.email,
    cookie: sessions[i].cookie,
    bodies: sets[i].map((id) =>
      new URLSearchParams({ intent: "answer", questionId: String(id), choice: String(questionOf(id)!.correctAnswer) }).toString(),
    ),
  }));
}

/** One big company: employees in every state, enrolments, certificates and invitation mail. */
async function seedBigCompany(employees: number, hash: string): Promise<string> {
  return db()
    .transaction()
    .execute(async (tx) => {
      const id = await company(tx, "bench-big", "Bench Big Company", Math.min(10_000, employees + 100));
      const cookie = await signedInAdmin(tx, id, "admin@bench-big.example", "Big", hash);
      const ids = await bigEmployees(tx, id, employees, hash);
      await bigRecords(tx, id, ids);
      return cookie;
    });
}

const FIRST_NAMES = ["First", "Zoë", "Łucja"];
const LAST_NAMES = ["Last", "Läst", "Łast"];

/** The big company's employees, in batches; every tenth is invited and has not signed in. */
async function bigEmployees(tx: Tx, companyId: number, employees: number, hash: string): Promise<number[]> {
  const now = nowIso();
  const ids: number[] = [];
  for (let i = 0; i < employees; i += 500) {
    const rows = await tx
      .insertInto("users")
      .values(
        Array.from({ length: Math.min(500, employees - i) }, (_, k) => {
          const n = i + k;
          const invited = n % 10 === 9;
          return {
            company_id: companyId,
            role: "employee" as const,
            email: `e${n}@bench-big.example`,
            // a third of the names with letters outside ASCII, which the search and the order fold
            first_name: `${FIRST_NAMES[n % FIRST_NAMES.length]}${n % 97}`,
            last_name: `${LAST_NAMES[n % LAST_NAMES.length]}${n}`,
            password_hash: invited ? null : hash,
            status: invited ? ("invited" as const) : ("active" as const),
            last_login_at: invited ? null : now,
            created_at: now,
          };
        }),
      )
      .returning("id")
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** The big company's enrolments (four in ten completed, with certificates) and invitation mail. */
async function bigRecords(tx: Tx, companyId: number, ids: number[]) {
  const now = nowIso();
  await insertMany(
    tx,
    "enrollments",
    ids.map((u, n) => {
      const done = n % 10 < 4;
      return {
        user_id: u,
        company_id: companyId,
        status: done ? "completed" : n % 10 < 8 ? "in_progress" : "not_started",
        created_at: now,
        started_at: n % 10 < 8 ? now : null,
        completed_at: done ? now : null,
        modules_completed: done ? 7 : n % 10 < 8 ? (n % 6) + 1 : 0,
        updated_at: now,
      };
    }),
  );
  await insertMany(
    tx,
    "certificates",
    ids
      .filter((_, n) => n % 10 < 4)
      .map((u, k) => ({
        user_id: u,
        company_id: companyId,
        number: `GDPR-BENCH${String(k).padStart(6, "0")}`,
        recipient_name: `Bench Person ${k}`,
        issued_at: now,
        valid_until: new Date(Date.now() + 365 * 24 * HOUR).toISOString(),
        revoked_at: null,
        revoked_reason: null,
      })),
  );
  await insertMany(
    tx,
    "email_outbox",
    ids
      .filter((_, n) => n % 10 === 9)
      .map((u, k) => ({
        company_id: companyId,
        user_id: u,
        kind: "employee-invitation",
        to_address: `invited${k}@bench-big.example`,
        subject: "Your GDPR training",
        text_body: "Welcome",
        html_body: null,
        status: "sent",
        created_at: now,
        next_attempt_at: now,
        sent_at: now,
      })),
  );
}

/** An empty company for the import: its administrator's Cookie header. */
async function seedImportCompany(employees: number, hash: string): Promise<string> {
  return db()
    .transaction()
    .execute(async (tx) => {
      const id = await company(tx, "bench-import", "Bench Import Company", Math.min(10_000, employees + 100));
      return signedInAdmin(tx, id, "admin@bench-import.example", "Import", hash);
    });
}

/** Many small companies for the super administrator's list: an admin and `people` employees each. */
async function seedSmallCompanies(sizes: SeedSizes) {
  const now = nowIso();
  await db()
    .transaction()
    .execute(async (tx) => {
      for (let c = 0; c < sizes.companies; c++) {
        const id = await company(tx, `bench-${c}`, `Bench Company ${c}`, 100, c % 3 ? "active" : "trial");
        const users = await tx
          .insertInto("users")
          .values(
            Array.from({ length: sizes.people + 1 }, (_, i) => ({
              company_id: id,
              role: i === 0 ? ("admin" as const) : ("employee" as const),
              email: `p${i}@c${c}.bench.example`,
              status: "active" as const,
              last_login_at: i % 3 ? now : null,
              created_at: now,
            })),
          )
          .returning("id")
          .execute();
        await insertMany(
          tx,
          "enrollments",
          users.slice(1).map((u, i) => ({
            user_id: u.id,
            company_id: id,
            status: i % 4 ? "in_progress" : "completed",
            created_at: now,
            updated_at: now,
          })),
        );
      }
    });
}

async function superAdminSession(): Promise<string> {
  const superAdmin = await db()
    .selectFrom("users")
    .select(["id", "company_id"])
    .where("role", "=", "super_admin")
    .executeTakeFirstOrThrow();
  return db()
    .transaction()
    .execute((tx) => session(tx, superAdmin));
}

export async function seedBench(sizes: SeedSizes, note: (line: string) => void): Promise<Seeded> {
  await migrateToLatest();
  // Seeding is not the thing measured: no fsync per transaction while the data is written.
  bulkLoad(true);
  await seedDemo(() => {});
  await ensureSuperAdmin(() => {});
  const hash = await hashPassword(BENCH_PASSWORD);
  const main = (await lookupTenant(new Request("http://localhost/")))!.tenant;

  const pageCookies = await seedPageLearners(main, sizes.pageLearners, hash);
  note(`${sizes.pageLearners} page learners (modules 1-3 done, module 4's assessment on screen)`);
  const { answerLearners, signInBodies } = await seedAnswerLearners(main, sizes, hash);
  note(`${sizes.answerLearners} answer learners (module 1's assessment, their own question sets); ${sizes.signIns} people to sign in`);
  const bigAdminCookie = await seedBigCompany(sizes.employees, hash);
  note(`company bench-big: ${sizes.employees.toLocaleString("en-US")} employees`);
  const importAdminCookie = await seedImportCompany(sizes.employees, hash);
  const importCsv = [
    "first_name,last_name,email",
    ...Array.from({ length: sizes.employees }, (_, n) => `Imported${n % 89},Person${n},i${n}@bench-import.example`),
  ].join("\r\n");
  await seedSmallCompanies(sizes);
  note(`${sizes.companies.toLocaleString("en-US")} companies of ${sizes.people + 1} people each`);

  const superCookieHeader = await superAdminSession();
  bulkLoad(false);
  if (engine() === "sqlite") sqliteHandle().pragma("wal_checkpoint(TRUNCATE)");
  return {
    pageCookies,
    answerLearners,
    signInBodies,
    bigAdminCookie,
    bigBase: "/company/bench-big",
    importAdminCookie,
    importBase: "/company/bench-import",
    importCsv,
    superCookie: superCookieHeader,
  };
}
