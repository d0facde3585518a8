/**
 * The super administrator's module previews (docs/decisions/005-super-admin-previews.md): any
 * module walked through without locks and without records (the demo's cookie-kept walk, one
 * state a module), and a sample certificate of any company. Nothing here writes to the database.
 */
import { sql } from "kysely";
import type { AnyLocale } from "../../domain/locale";
import { msg } from "../../i18n/msg";
import { languageKit } from "../platform/i18n.server";
import { getModule } from "../../content";
import { validUntil } from "../../domain/certificate";
import { CERTIFICATE_MODULE } from "../../domain/course";
import { selectQuestionIds } from "../../domain/progress";
import { db } from "../platform/db.server";
import { renderCertificate } from "../training/certificate-pdf.server";
import { walkCookie } from "../training/walkthrough.server";
import { sortKey } from "../platform/text-search.server";

/** One cookie for every preview, sent only to the preview pages. */
export const previewWalk = walkCookie({ name: "academy_preview", path: "/super-admin/dashboard/modules", maxAge: 60 * 60 * 24 });
export const previewKey = (moduleId: number) => `module-${moduleId}`;

/** The questions a preview asks: four of the module's eight, the same set for every super administrator. */
export function previewQuestions(moduleId: number) {
  const mod = getModule(moduleId);
  return mod && moduleId !== CERTIFICATE_MODULE
    ? selectQuestionIds(
        mod.questions.map((q) => q.id),
        "super-admin-preview",
        moduleId,
      )
    : [];
}

/** The companies on the platform to choose a sample certificate for, by name. */
export async function sampleCompanies() {
  return db()
    .selectFrom("companies as c")
    .innerJoin("company_settings as s", "s.company_id", "c.id")
    .select(["c.id", "c.name", "c.slug", "s.primary_color", "s.secondary_color", "s.signer_name", "s.signer_title"])
    .where("c.deleted_at", "is", null)
    .orderBy(sortKey(sql.ref("c.name")))
    .orderBy("c.id")
    .execute();
}

/** The sample learner's name, in the reader's language (a catalogue key). */
export const SAMPLE_NAME = msg("Sample Learner");
export const SAMPLE_NUMBER = "SAMPLE-NOT-ISSUED";

/**
 * A sample certificate as the company's learners would get it (its name, colours, signer and
 * validity), for a sample learner and number, marked SAMPLE: rendered only, no certificate row.
 * Null for a company that is not on the platform.
 */
export async function sampleCertificate(companyId: number, locale: AnyLocale = "en", now = new Date()) {
  const c = await db()
    .selectFrom("companies as c")
    .innerJoin("company_settings as s", "s.company_id", "c.id")
    .select(["c.slug", "c.name", "s.primary_color", "s.secondary_color", "s.signer_name", "s.signer_title", "s.certificate_validity_days"])
    .where("c.id", "=", companyId)
    .where("c.deleted_at", "is", null)
    .executeTakeFirst();
  if (!c) return null;
  const until = validUntil(now, c.certificate_validity_days);
  const pdf = await renderCertificate({
    name: (await languageKit(locale)).t(SAMPLE_NAME),
    locale,
    number: SAMPLE_NUMBER,
    issuedAt: now.toISOString(),
    validUntil: until ? until.toISOString() : null,
    companyName: c.name,
    primaryColor: c.primary_color,
    secondaryColor: c.secondary_color,
    signerName: c.signer_name,
    signerTitle: c.signer_title,
    sample: true,
  });
  return { pdf, filename: `GDPR-Certificate-SAMPLE-${c.slug}.pdf` };
}
