/**
 * The one start of every query over a company's employees, and the one order people are listed
 * in (the employees list, the records, the reports).
 */
import { type Expression, type RawBuilder, sql, type SqlBool } from "kysely";
import type { CompanyScope } from "../identity/sessions.server";
import type { Db, Tx } from "../platform/db.server";
import { containsText, sortKey } from "../platform/text-search.server";

/** Employees only: the company's admins take the training too but count in no employee statistics. */
export const employeesOf = (q: Db | Tx, scope: CompanyScope) =>
  q.selectFrom("users as u").where("u.company_id", "=", scope.companyId).where("u.role", "=", "employee");

/**
 * The search boxes' match of a person (`table`: the alias of users): `text` in their full name or
 * their email. On PostgreSQL migration 022's trigram indexes serve exactly these two expressions.
 */
export function nameOrEmailContains(table: "u" | "p", text: string): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return sql<SqlBool>`(${containsText(sql`${column("first_name")} || ' ' || ${column("last_name")}`, text)} or ${containsText(column("email"), text)})`;
}

interface Ordered<Q> {
  orderBy(expression: Expression<unknown>): Q;
}

/**
 * By last name, then first name, whatever their case and accents and the same on both engines
 * (`sortKey`), then the first added first: "de Vries" among the D's, "Özdemir" among the O's.
 */
export const byName = <Q extends Ordered<Q>>(q: Q): Q =>
  q
    .orderBy(sortKey(sql.ref("u.last_name")))
    .orderBy(sortKey(sql.ref("u.first_name")))
    .orderBy(sql.ref("u.id"));
