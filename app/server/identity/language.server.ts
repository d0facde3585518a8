/**
 * A person's interface language (users.locale; null follows the company's default). Not
 * compliance evidence, so no audit event: it changes what the person reads, not what they did.
 */
import type { Locale } from "../../domain/locale";
import { db } from "../platform/db.server";
import type { CompanyScope } from "./sessions.server";

/** Saves the signed-in person's language: a company user within their company, the super administrator by id. */
export async function saveLanguagePreference(user: { id: number }, scope: CompanyScope | null, locale: Locale | null): Promise<void> {
  let q = db().updateTable("users").set({ locale }).where("id", "=", user.id);
  q = scope ? q.where("company_id", "=", scope.companyId) : q.where("company_id", "is", null);
  await q.execute();
}
