/**
 * The readable PDF of a person's data (issue 30, part 3): the same tables as the JSON export,
 * each with what it holds and its rows as "column: value" lines, in the person's language
 * (headings and explanations; the column names stay those of the JSON, so both read alike).
 * Flows over as many A4 pages as the rows need.
 */
import { formatDateTimeUtc } from "../../domain/dates";
import { msg } from "../../i18n/msg";
import type { LanguageKit } from "../platform/i18n.server";
import { newPdf, SANS, SANS_BOLD } from "../platform/pdf-fonts.server";
import type { PersonalData } from "./personal-data.server";

/** Each exported table's heading, translated when drawn. */
const TABLE_TITLES: Readonly<Record<string, string>> = {
  users: msg("Profile"),
  identities: msg("Sign-in identities"),
  sessions: msg("Sign-ins (sessions)"),
  invitations: msg("Invitations"),
  password_resets: msg("Password resets"),
  enrollments: msg("Enrolment"),
  attempts: msg("Attempts"),
  answers: msg("Answers"),
  badges: msg("Badges"),
  certificates: msg("Certificates"),
  email_outbox: msg("Mails sent to you"),
  reminders_sent: msg("Reminders sent"),
  audit_events: msg("Audit events about you"),
  scim_tokens: msg("SCIM tokens you created"),
};

const MARGIN = 48;
const INK = "#14213d";
const MUTED = "#4a5568";

/** The PDF's bytes. */
export async function personalDataPdf(d: PersonalData, lang: LanguageKit): Promise<Buffer> {
  const { t, locale } = lang;
  const name = `${d.person.firstName} ${d.person.lastName}`.trim() || d.person.email;
  const { doc, bytes } = await newPdf({
    size: "A4",
    margin: MARGIN,
    lang: locale,
    info: {
      Title: t("Personal data of {name}", { name }),
      Author: d.company.name,
      Subject: t("Everything the GDPR training academy holds about you"),
      CreationDate: new Date(d.generatedAt),
    },
  });
  const width = doc.page.width - 2 * MARGIN;
  const para = (text: string, size = 9, color = INK, font = SANS) =>
    doc.font(font).fontSize(size).fillColor(color).text(text, MARGIN, doc.y, { width });

  para(t("Personal data of {name}", { name }), 18, INK, SANS_BOLD);
  doc.moveDown(0.3);
  para(`${d.person.email} · ${d.company.name}`, 10, MUTED);
  para(t("Generated {when} (UTC)", { when: formatDateTimeUtc(d.generatedAt, { locale }) }), 9, MUTED);
  doc.moveDown(0.5);
  para(
    t(
      "This document lists everything the training academy holds about you on behalf of {company}, table by table (GDPR Articles 15 and 20). The JSON download holds the same data for other programs. Secrets (password hashes, link and session tokens) are left out, as each table says.",
      { company: d.company.name },
    ),
  );
  for (const [table, data] of Object.entries(d.tables)) {
    doc.moveDown(0.8);
    para(t(TABLE_TITLES[table] ?? table), 13, INK, SANS_BOLD);
    para(`${table}: ${data.about}`, 7.5, MUTED);
    for (const [column, why] of Object.entries({ ...data.omitted, ...data.redacted })) para(`– ${column}: ${why}`, 7.5, MUTED);
    doc.moveDown(0.2);
    if (data.rows.length === 0) para(t("Nothing recorded."), 9, MUTED);
    for (const [i, row] of data.rows.entries()) {
      para(`${i + 1}.`, 8.5, INK, SANS_BOLD);
      para(
        Object.entries(row)
          .map(([k, v]) => `${k}: ${v === null || v === undefined ? "–" : String(v)}`)
          .join("\n"),
        8,
      );
      doc.moveDown(0.3);
    }
  }
  doc.moveDown(0.8);
  para(t("Tables that hold no personal data of yours"), 13, INK, SANS_BOLD);
  for (const [table, why] of Object.entries(d.notPersonalData)) para(`${table}: ${why}`, 7.5, MUTED);
  doc.end();
  return bytes;
}
