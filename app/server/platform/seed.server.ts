import type { Role } from "../../domain/roles";
import { BUILT_IN_TENANTS, companyBase } from "../../domain/tenants";
import { audit } from "../evidence/audit.server";
import { createInvitation } from "../identity/invitations.server";
import { hashPassword } from "../identity/passwords.server";
import { db, nowIso, type Tx } from "./db.server";
import { env } from "./env.server";

export const DEMO_PASSWORD = "Demo-Training-2026!";
const DEMO_COMPANY = "acme-pharma";
const DEMO_TENANTS = [
  ...BUILT_IN_TENANTS.map((t) => ({ slug: t.slug as string, base: t.base })),
  { slug: DEMO_COMPANY, base: companyBase(DEMO_COMPANY) },
];

type DemoPerson = { email: string; role: Role; first: string; last: string; active: boolean };

/** The demo company's row and settings, made on the first run. */
async function ensureDemoCompany(tx: Tx, now: string) {
  const acme = await tx.selectFrom("companies").select("id").where("slug", "=", DEMO_COMPANY).executeTakeFirst();
  if (acme) return;
  const row = await tx
    .insertInto("companies")
    .values({
      slug: DEMO_COMPANY,
      name: "Acme Pharma",
      contact_email: "privacy@acme-pharma.example",
      status: "active",
      max_employees: 250,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await tx
    .insertInto("company_settings")
    .values({
      company_id: row.id,
      primary_color: "#0B6E4F",
      secondary_color: "#F2A541",
      signer_name: "Dr. Helena Brandt",
      signer_title: "Chief Compliance Officer",
      updated_at: now,
    })
    .execute();
}

/** One demo person, made or reset (active with the demo password, or invited); answers the invited one's new link. */
async function seedPerson(tx: Tx, companyId: number, base: string, p: DemoPerson, hash: string, now: string): Promise<string | null> {
  const existing = await tx
    .selectFrom("users")
    .select("id")
    .where("company_id", "=", companyId)
    .where("email", "=", p.email)
    .executeTakeFirst();
  const values = {
    role: p.role,
    first_name: p.first,
    last_name: p.last,
    password_hash: p.active ? hash : null,
    status: p.active ? ("active" as const) : ("invited" as const),
    must_change_password: 0,
  };
  const id = existing
    ? (await tx.updateTable("users").set(values).where("id", "=", existing.id).returning("id").executeTakeFirstOrThrow()).id
    : (
        await tx
          .insertInto("users")
          .values({ ...values, company_id: companyId, email: p.email, created_at: now })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
  if (p.role === "employee") {
    await tx
      .insertInto("enrollments")
      .values({ user_id: id, company_id: companyId, status: "not_started", created_at: now, updated_at: now })
      .onConflict((oc) => oc.column("user_id").doNothing())
      .execute();
  }
  const link = p.active
    ? null
    : `${env().PUBLIC_URL}${base}/employee/login?token=${(await createInvitation(tx, id, "employee_invite")).token}`;
  if (!existing)
    await audit(tx, { companyId, subject: { id, email: p.email }, action: "seed.user_created", details: { role: p.role }, meta: null });
  return link;
}

/** Where the demo data went, for the log: the SQLite file, or the PostgreSQL server and database (never its password). */
function databaseName(): string {
  const url = env().DATABASE_URL;
  if (!url) return env().DATABASE_PATH;
  const { hostname, port, pathname } = new URL(url);
  return `PostgreSQL database ${decodeURIComponent(pathname.slice(1))} on ${hostname || "the local socket"}${port ? `:${port}` : ""}`;
}

/**
 * Development data (never run by npm start): the demo tenants, in each an active admin, an active
 * employee and an invited employee. Idempotent; each run prints fresh invitation links.
 */
export async function seedDemo(log: (line: string) => void) {
  const hash = await hashPassword(DEMO_PASSWORD);
  const now = nowIso();
  const links: string[] = [];
  await db()
    .transaction()
    .execute(async (tx) => {
      await ensureDemoCompany(tx, now);
      for (const t of DEMO_TENANTS) {
        const company = await tx.selectFrom("companies").select("id").where("slug", "=", t.slug).executeTakeFirstOrThrow();
        const people: DemoPerson[] = [
          { email: `admin@${t.slug}.example`, role: "admin", first: "Alex", last: "Admin", active: true },
          { email: `employee@${t.slug}.example`, role: "employee", first: "Emma", last: "Employee", active: true },
          { email: `invited@${t.slug}.example`, role: "employee", first: "Ivan", last: "Invited", active: false },
        ];
        for (const p of people) {
          const link = await seedPerson(tx, company.id, t.base, p, hash, now);
          if (link) links.push(link);
        }
      }
    });
  log(`Demo data ready in ${databaseName()}. Password of the active accounts: ${DEMO_PASSWORD}`);
  for (const t of DEMO_TENANTS) log(`  ${t.slug}: admin@${t.slug}.example, employee@${t.slug}.example (sign in at ${t.base || "/"})`);
  log("Invitation links of invited@{tenant}.example (single use, 7 days):");
  for (const l of links) log(`  ${l}`);
  return links;
}
