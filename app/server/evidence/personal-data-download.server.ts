/**
 * A person's data as a download (issue 30, part 3), for the person from their profile or for an
 * administrator from the person's record: the JSON ("my-data.json") or the readable PDF
 * ("my-data.pdf", in the person's language), audited as `personal_data.exported` with the format
 * and the person as the event's subject once the file is made.
 */
import { isLocale } from "../../domain/locale";
import { audit } from "./audit.server";
import type { CompanyCaller } from "../identity/sessions.server";
import { db } from "../platform/db.server";
import { pdfDownload } from "../platform/download.server";
import { languageKit } from "../platform/i18n.server";
import type { Tenant } from "../platform/tenant.server";
import { personalDataPdf } from "./personal-data-pdf.server";
import { personalData } from "./personal-data.server";

export type ExportFormat = "json" | "pdf";

/** The format a download's address names (…/my-data.pdf, …/personal-data.json). */
export const formatOf = (url: URL): ExportFormat => (url.pathname.endsWith(".pdf") ? "pdf" : "json");

/**
 * The download of `userId`'s data in the caller's company; null when there is no such person
 * (of another company, or, from an employee's record, no employee). `via`: the person's own
 * profile (the caller is the person) or an employee's record (the caller is an administrator of
 * the company).
 */
export async function personalDataDownload(
  caller: CompanyCaller,
  tenant: Tenant,
  userId: number,
  format: ExportFormat,
  via: "profile" | "record",
): Promise<Response | null> {
  const d = await personalData(caller.scope, via === "profile" ? caller.user.id : userId, { employeesOnly: via === "record" });
  if (!d) return null;
  let response: Response;
  if (format === "pdf") {
    const locale = isLocale(d.person.locale) ? d.person.locale : isLocale(tenant.defaultLocale) ? tenant.defaultLocale : "en";
    response = pdfDownload(await personalDataPdf(d, await languageKit(locale)), "my-data.pdf");
  } else {
    response = new Response(JSON.stringify(d, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": 'attachment; filename="my-data.json"',
        "Cache-Control": "no-store",
      },
    });
  }
  await audit(db(), {
    companyId: caller.scope.companyId,
    actor: caller.user,
    subject: { id: d.person.id, email: d.person.email },
    action: "personal_data.exported",
    details: { format, by: via === "profile" ? "self" : "admin" },
    meta: caller.meta,
  });
  return response;
}
