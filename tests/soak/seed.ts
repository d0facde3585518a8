/**
 * The soak's data, written once into a template database that each part copies (crash, backup,
 * soak: each its own copy and its own server): the bench's seed (scripts/bench-seed.ts) with
 * learners who stand in module 1's assessment, a company of employees whose admin exports the
 * completions report, and an empty company whose admin imports; plus the main site's admin
 * signed in (the learners' completions report) and the import company's seat limit raised to
 * the most a company may have, so that a long soak's imports fit.
 *
 * Runs in the driver's process (never the server's), like the bench's seed: the environment is
 * set before the app's modules are loaded. With `postgresUrl` (`--postgres`) the template is that
 * PostgreSQL database instead of `file`, seeded through the same functions.
 */
import { rmSync } from "node:fs";

export interface LearnerSeat {
  userId: number;
  email: string;
  cookie: string;
  /** Typed again to sign the completion. */
  password: string;
  /**
   * Where the learner stands: 1 (unset), module 1's assessment, as the seed leaves them; k > 1,
   * modules 1 to k-1 completed and module k not begun (k = 8: the signature is next).
   */
  from?: number;
}

export interface AdminSeat {
  label: string;
  /** The tenant's URL prefix ("" for the main site). */
  base: string;
  cookie: string;
  companyId: number;
}

export interface SoakData {
  learners: LearnerSeat[];
  /** Admins whose completions report is exported. */
  exporters: AdminSeat[];
  /** The admin of the company that imports. */
  importer: AdminSeat;
}

export const SOAK_SECRET = "soak-session-secret-0123456789abcdefghijklmnop";

export async function seedTemplate(
  file: string,
  sizes: { learners: number; employees: number },
  note: (line: string) => void,
  postgresUrl?: string,
) {
  for (const s of ["", "-wal", "-shm"]) rmSync(file + s, { force: true });
  process.env.DATABASE_PATH = file;
  if (postgresUrl) process.env.DATABASE_URL = postgresUrl;
  process.env.NODE_ENV = "production";
  process.env.SESSION_SECRET = SOAK_SECRET;
  process.env.LOG_LEVEL = "warn";
  const { BENCH_PASSWORD, seedBench, session } = await import("../../scripts/bench-seed");
  const { closeDb, db } = await import("../../app/server/platform/db.server");
  const seeded = await seedBench(
    { pageLearners: 0, answerLearners: sizes.learners, signIns: 0, employees: sizes.employees, companies: 0, people: 0 },
    (line) => note(`seeded ${line}`),
  );
  const companyOf = async (slug: string) =>
    (await db().selectFrom("companies").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
  const mainAdmin = await db()
    .selectFrom("users")
    .innerJoin("companies", "companies.id", "users.company_id")
    .select(["users.id", "users.company_id"])
    .where("companies.slug", "=", "main")
    .where("users.role", "=", "admin")
    .where("users.status", "=", "active")
    .executeTakeFirstOrThrow();
  const mainCookie = await db()
    .transaction()
    .execute((tx) => session(tx, mainAdmin));
  const importId = await companyOf("bench-import");
  const bigId = await companyOf("bench-big");
  // The most seats a company may have (companies_max), so that the imports of a long soak fit.
  await db().updateTable("companies").set({ max_employees: 10_000 }).where("id", "=", importId).execute();
  await closeDb();
  const data: SoakData = {
    learners: seeded.answerLearners.map(({ userId, email, cookie }) => ({ userId, email, cookie, password: BENCH_PASSWORD })),
    exporters: [
      { label: "main site (learners)", base: "", cookie: mainCookie, companyId: mainAdmin.company_id! },
      { label: `bench-big (${sizes.employees} employees)`, base: seeded.bigBase, cookie: seeded.bigAdminCookie, companyId: bigId },
      { label: "bench-import", base: seeded.importBase, cookie: seeded.importAdminCookie, companyId: importId },
    ],
    importer: { label: "bench-import", base: seeded.importBase, cookie: seeded.importAdminCookie, companyId: importId },
  };
  return data;
}
