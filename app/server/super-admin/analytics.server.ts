/**
 * The Analytics tab's counts (spec/administration.md 2.11), each computed in SQL in one query
 * over the companies on the platform, whatever their number. Deleted companies count nowhere;
 * employees are the people with role 'employee' not deleted (status 'deactivated'), so neither
 * administrators taking the training nor removed employees are counted.
 */
import { sql } from "kysely";
import type { PlatformFigures } from "../../domain/companies";
import { completedSql } from "../admin/standing.server";
import { db } from "../platform/db.server";

/**
 * Per company: its employees (not deleted) and how many of them completed the training at `now`
 * (domain/completed.ts, in SQL from admin/standing.server.ts); a subquery.
 */
function employeesPerCompany(now: Date) {
  return db()
    .selectFrom("users as u")
    .where("u.role", "=", "employee")
    .where("u.status", "!=", "deactivated")
    .where("u.company_id", "is not", null)
    .groupBy("u.company_id")
    .select([
      "u.company_id",
      sql<number>`count(*)`.as("n"),
      sql<number>`sum(case when ${completedSql(now)} then 1 else 0 end)`.as("completed"),
    ]);
}

export async function platformFigures(now = new Date()): Promise<PlatformFigures> {
  const employees = employeesPerCompany(now).as("emp");
  // Companies whose administrator (one not removed) has signed in at least once.
  const loggedIn = db()
    .selectFrom("users")
    .where("role", "=", "admin")
    .where("status", "!=", "deactivated")
    .where("first_login_at", "is not", null)
    .where("company_id", "is not", null)
    .select("company_id")
    .distinct()
    .as("adm");
  const row = await db()
    .selectFrom("companies as c")
    .leftJoin(employees, "emp.company_id", "c.id")
    .leftJoin(loggedIn, "adm.company_id", "c.id")
    .where("c.deleted_at", "is", null)
    .select([
      sql<number>`count(*)`.as("companies"),
      sql<number>`coalesce(sum(case when c.status = 'active' then 1 else 0 end), 0)`.as("activeCompanies"),
      sql<number>`coalesce(sum(case when c.status = 'trial' then 1 else 0 end), 0)`.as("trialCompanies"),
      sql<number>`coalesce(sum(case when adm.company_id is not null then 1 else 0 end), 0)`.as("adminsLoggedIn"),
      sql<number>`coalesce(sum(emp.n), 0)`.as("employees"),
      sql<number>`coalesce(sum(case when emp.n > 0 then 1 else 0 end), 0)`.as("companiesWithEmployees"),
      sql<number>`coalesce(sum(emp.completed), 0)`.as("completedEmployees"),
      sql<number>`coalesce(sum(case when adm.company_id is not null and emp.n > 0 then 1 else 0 end), 0)`.as("withLoginAndEmployees"),
    ])
    .executeTakeFirstOrThrow();
  return row;
}
