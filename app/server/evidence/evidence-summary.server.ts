/**
 * The evidence pack's summary.pdf (A4 landscape, pdfkit): the company, range, when and by whom
 * it was made, the audit chain's head, the completion figures, how to verify the certificates
 * and the pack, then the per-person table (name, email, status, completion date, score per
 * module, certificate number and status, content version), paged for any number of people, and
 * the content versions it names.
 *
 * Drawn as it is read: the rows come in batches from the caller (read from the database batch by
 * batch), a page is drawn only when the reader has taken what was drawn before (the document's
 * buffer below a bound), so 10,000 people never sit in memory, neither as rows nor as PDF.
 *
 * In the language of the administrator who made the pack (issue 27); the CSVs beside it keep
 * English column names in every language, which the Files section says.
 */
import type { Readable } from "node:stream";
import { STATE_LABEL, type CertificateState } from "../../domain/certificate";
import { formatDateTimeUtc } from "../../domain/dates";
import { msg } from "../../i18n/msg";
import { shortVersion } from "../../domain/content-version";
import { CORE_MODULES } from "../../domain/course";
import { PACK_FILES, type PackFacts, populationText, verificationSteps } from "../../domain/evidence-pack";
import { nextTurn } from "../platform/event-loop.server";
import { collectGarbage } from "../platform/gc.server";
import { englishKit, type LanguageKit } from "../platform/i18n.server";
import { SANS, SANS_BOLD, useFonts } from "../platform/pdf-fonts.server";

/** One person's line of the table. */
export interface SummaryRow {
  name: string;
  email: string;
  /** The report's training status ("Training Complete", "Not Started (employee deleted)" …). */
  status: string;
  /** YYYY-MM-DD or the report's "Not completed". */
  completed: string;
  /** Score per module 1-7 (percent), null when the module is not completed in the current cycle. */
  scores: (number | null)[];
  /**
   * Per module 1-7 completed in the current cycle, what it was taken on (issue 28): the course
   * language, the content version and the first pass's score; drawn on the person's second line.
   */
  modules?: (ModuleDetail | null)[];
  certificate: { number: string; state: CertificateState; contentVersion: string | null } | null;
}

export interface ModuleDetail {
  language: string;
  /** The module's content version (null: recorded before content versions). */
  version: string | null;
  firstScore: number | null;
}

/** A course version named in the table, with the module versions it is made of (null: not known). */
export interface VersionLine {
  version: string;
  modules: Record<number, string> | null;
  certificates: number;
}

const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 36;
const ROW = 11;
const TABLE_TOP = MARGIN + 44;
/** A person takes two lines: the record, then what each module was taken on (issue 28). */
const LINES_PER_PERSON = 2;
const PEOPLE_PER_PAGE = Math.floor((PAGE.height - MARGIN - 22 - TABLE_TOP - ROW) / (ROW * LINES_PER_PERSON));
/** Versions listed on the last page; more are counted. */
const VERSIONS_SHOWN = 24;
/** Bytes drawn ahead of the reader before drawing waits. */
const AHEAD = 256 * 1024;

const INK = "#14213d";
const MUTED = "#4a5568";

/**
 * The table's columns (770 pt between the margins); `whole`: never cut, drawn smaller instead
 * (certificate numbers). Titles are keys, translated when drawn (the module columns are not: M1-M7).
 */
const COLUMNS: { title: string; width: number; align?: "right" | "center"; whole?: boolean; key?: boolean }[] = [
  { title: msg("Name"), width: 104, key: true },
  { title: msg("Email"), width: 128, key: true },
  { title: msg("Status"), width: 94, key: true },
  { title: msg("Completed"), width: 56, key: true },
  ...Array.from({ length: CORE_MODULES }, (_, i) => ({ title: `M${i + 1}`, width: 19, align: "right" as const })),
  { title: msg("Certificate"), width: 134, whole: true, key: true },
  { title: msg("Cert. status"), width: 52, key: true },
  { title: msg("Content version"), width: 62, key: true },
];

/** How many pages the summary has for this many people: figures, verification, the table, versions. */
export const summaryPages = (people: number) => 3 + Math.max(1, Math.ceil(people / PEOPLE_PER_PAGE));

/**
 * The summary as a readable byte stream. `rows` yields the table's people in batches, in order;
 * `versions` is asked at the end for the course versions the table named (with how many
 * certificates each); `lang`: the administrator's language.
 */
export async function summaryPdf(
  facts: PackFacts,
  rows: AsyncIterable<SummaryRow[]>,
  versions: (named: ReadonlyMap<string, number>) => Promise<VersionLine[]>,
  verifyExample: string,
  lang: LanguageKit = englishKit(),
): Promise<Readable> {
  const { t, locale } = lang;
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: MARGIN,
    autoFirstPage: false,
    lang: locale,
    info: {
      Title: t("GDPR training evidence pack: {company}, {start} to {end}", {
        company: facts.company.name,
        start: facts.range.start,
        end: facts.range.end,
      }),
      Author: facts.company.name,
      Subject: t("GDPR compliance training evidence"),
      CreationDate: new Date(facts.generatedAt),
    },
  });
  await useFonts(doc);
  const d = drawing(doc, facts, lang);
  const draw = async () => {
    drawCover(d);
    await d.room();
    drawVerification(d, verifyExample);
    await d.room();
    const named = await drawTable(d, rows);
    await d.room();
    await drawVersions(d, named, versions);
    doc.end();
  };
  draw().catch((error: unknown) => d.readable.destroy(error as Error));
  return d.readable;
}

type Drawing = ReturnType<typeof drawing>;

/**
 * The document with what its pages share: the footer of a new page, headings, label-value pairs,
 * and the reader's pace (pdfkit pushes whatever is drawn; `room` waits while the reader is behind).
 */
function drawing(doc: PDFKit.PDFDocument, facts: PackFacts, lang: LanguageKit) {
  const { t } = lang;
  const range = { start: facts.range.start, end: facts.range.end };
  const generated = formatDateTimeUtc(facts.generatedAt, { locale: lang.locale });
  let wake: (() => void) | undefined;
  const readable = doc as unknown as Readable & { _read: (size: number) => void };
  readable._read = () => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  const total = summaryPages(facts.figures.people);
  let page = 0;
  const footer = () =>
    t("{company} · evidence pack {start} to {end} · generated {generated} · page {page} of {total}", {
      company: facts.company.name,
      ...range,
      generated,
      page,
      total,
    });
  return {
    doc,
    facts,
    lang,
    range,
    generated,
    readable,
    page: () => page,
    room: () =>
      readable.readableLength < AHEAD || readable.destroyed
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            wake = resolve;
            readable.once("close", resolve);
          }),
    newPage() {
      forgetLayouts(doc);
      doc.addPage();
      page++;
      doc
        .font(SANS)
        .fontSize(7)
        .fillColor(MUTED)
        .text(footer(), MARGIN, PAGE.height - MARGIN + 8, { width: PAGE.width - 2 * MARGIN, align: "center", lineBreak: false });
      doc.fillColor(INK);
    },
    heading(text: string, size = 16) {
      doc
        .font(SANS_BOLD)
        .fontSize(size)
        .fillColor(INK)
        .text(text, MARGIN, doc.y, { width: PAGE.width - 2 * MARGIN });
      doc.moveDown(0.4);
    },
    pair(label: string, value: string) {
      const y = doc.y;
      doc.font(SANS_BOLD).fontSize(9).fillColor(MUTED).text(label, MARGIN, y, { width: 150 });
      doc
        .font(SANS)
        .fontSize(9)
        .fillColor(INK)
        .text(value, MARGIN + 160, y, { width: PAGE.width - 2 * MARGIN - 160 });
      doc.y = Math.max(doc.y, y + 12) + 2;
    },
    /** A paragraph of running text across the page. */
    paragraph(text: string) {
      doc
        .font(SANS)
        .fontSize(9)
        .fillColor(INK)
        .text(text, MARGIN, doc.y, { width: PAGE.width - 2 * MARGIN });
    },
  };
}

/** Page 1: what the pack is, the figures and the files. */
function drawCover(d: Drawing) {
  const { facts, generated, range } = d;
  const { t } = d.lang;
  d.newPage();
  d.doc.y = MARGIN;
  d.heading(t("GDPR training evidence pack"), 20);
  d.pair(t("Company"), `${facts.company.name} (${facts.company.slug})`);
  d.pair(t("Range"), t("{start} to {end} (UTC days, both included)", range));
  d.pair(t("People"), populationText(facts.person, t));
  if (facts.person) d.pair(t("Employee"), `${facts.person.name} <${facts.person.email}>`);
  d.pair(t("Generated"), t("{generated} by {email}", { generated, email: facts.generatedBy }));
  d.pair(
    t("Audit chain head"),
    facts.auditHead
      ? t("event {seq} (id {id}), SHA-256 {hash}", { seq: facts.auditHead.seq, id: facts.auditHead.eventId, hash: facts.auditHead.hash })
      : t("no audit event recorded yet"),
  );
  d.doc.moveDown(0.8);
  drawFigures(d);
  d.doc.moveDown(0.8);
  drawFiles(d);
}

function drawFigures(d: Drawing) {
  const { t, format } = d.lang;
  const f = d.facts.figures;
  d.heading(t("Completion figures"), 13);
  d.pair(
    t("Employees in the pack"),
    f.deleted
      ? t("{people, number} ({deleted, number} of them deleted: records kept, in no figure below)", {
          people: f.people,
          deleted: f.deleted,
        })
      : format.number(f.people),
  );
  d.pair(
    t("Training completed"),
    t("{completed, number} (completion rate {rate} %): holding a valid certificate", {
      completed: f.completed,
      rate: format.number(f.completionRate),
    }),
  );
  d.pair(t("In progress"), format.number(f.inProgress));
  d.pair(t("Not started"), format.number(f.notStarted));
  d.pair(
    t("Certificates issued in the range"),
    t(
      "{total, number}: {valid, number} valid, {expired, number} expired, {revoked, number} revoked, {superseded, number} superseded (status when the pack was made)",
      { ...f.certificates },
    ),
  );
  d.pair(t("Audit events in the pack"), format.number(f.auditEvents));
}

function drawFiles(d: Drawing) {
  const { t } = d.lang;
  d.heading(t("Files"), 13);
  d.pair(PACK_FILES.summary, t("this summary"));
  d.pair(PACK_FILES.completions, t("the completions report of these people (the Completions tab's CSV)"));
  d.pair(
    PACK_FILES.attempts,
    t("every attempt of these people, module by module: final and first-pass score, course language and content version"),
  );
  d.pair(PACK_FILES.audit, t("the company's audit events of the range, in chain order, with both hashes of each (the Audit tab's CSV)"));
  d.pair(
    "certificates/",
    t("the PDF of every certificate issued in the range, as the holder received it (in today's design, in the holder's language)"),
  );
  d.pair(PACK_FILES.manifest, t("SHA-256 and size of every other file, and the audit chain head (written last)"));
  d.doc.moveDown(0.4);
  d.paragraph(
    t(
      "The CSV files keep English column names whatever the language of the app, so that spreadsheets and programs read every pack alike; this summary is in the language of the administrator who made the pack.",
    ),
  );
}

/** Page 2: how to verify. */
function drawVerification(d: Drawing, verifyExample: string) {
  const { doc } = d;
  const { t } = d.lang;
  d.newPage();
  doc.y = MARGIN;
  d.heading(t("How to verify this pack"), 16);
  for (const [i, step] of verificationSteps(verifyExample, t).entries()) {
    doc
      .font(SANS)
      .fontSize(10)
      .fillColor(INK)
      .text(`${i + 1}. ${step}`, MARGIN, doc.y, { width: PAGE.width - 2 * MARGIN, height: 110, ellipsis: true });
    doc.moveDown(0.8);
  }
}

/** The course versions the table's certificates were earned on, each with how many; `unversioned`: those recorded before versions. */
interface NamedVersions {
  named: Map<string, number>;
  unversioned: number;
}

/** The table, a page of people at a time as the reader takes them; answers the versions it named. */
async function drawTable(d: Drawing, rows: AsyncIterable<SummaryRow[]>): Promise<NamedVersions> {
  const counted: NamedVersions = { named: new Map(), unversioned: 0 };
  let onPage = PEOPLE_PER_PAGE;
  let drawn = 0;
  for await (const batch of rows) {
    for (const r of batch) {
      if (onPage === PEOPLE_PER_PAGE) {
        if (drawn > 0) {
          await d.room();
          await nextTurn(); // a page at a time, other requests between (platform/event-loop.server.ts)
        }
        // a full collection every few pages: the heap holds little, but grows fast (gc.server.ts)
        if (d.page() % 10 === 0) collectGarbage();
        d.newPage();
        tableHeader(d);
        onPage = 0;
      }
      const cert = r.certificate;
      if (cert?.contentVersion) counted.named.set(cert.contentVersion, (counted.named.get(cert.contentVersion) ?? 0) + 1);
      else if (cert) counted.unversioned++;
      drawPerson(d, r, onPage);
      onPage++;
      drawn++;
    }
  }
  if (drawn === 0) {
    const { t } = d.lang;
    d.newPage();
    tableHeader(d);
    d.doc
      .font(SANS)
      .fontSize(9)
      .fillColor(MUTED)
      .text(t("No employee in this pack."), MARGIN, TABLE_TOP + ROW + 6);
  }
  return counted;
}

function tableHeader(d: Drawing) {
  const { doc } = d;
  const { t } = d.lang;
  doc.font(SANS_BOLD).fontSize(13).fillColor(INK).text(t("Training records"), MARGIN, MARGIN, { lineBreak: false });
  doc
    .font(SANS)
    .fontSize(6.5)
    .fillColor(MUTED)
    .text(
      t(
        "Status and completion date as in completions.csv; M1-M7: score (%) of each module in the current training cycle; the certificate is the person's latest, with its status when the pack was made and the course version it was earned on. Second line: each completed module's course language, content version and, in brackets, first-pass score (%); every attempt is in attempts.csv.",
      ),
      MARGIN,
      MARGIN + 18,
      // two lines at most, above the table's header
      { width: PAGE.width - 2 * MARGIN, height: 2 * 8, ellipsis: true },
    );
  let x = MARGIN;
  doc.font(SANS_BOLD).fontSize(7).fillColor(INK);
  for (const c of COLUMNS) {
    doc.text(c.key ? t(c.title) : c.title, x + 2, TABLE_TOP + 2, { width: c.width - 4, align: c.align, lineBreak: false });
    x += c.width;
  }
  doc
    .lineWidth(0.6)
    .strokeColor(INK)
    .moveTo(MARGIN, TABLE_TOP + ROW)
    .lineTo(x, TABLE_TOP + ROW)
    .stroke();
}

/** One person's two lines, the `onPage`th on the page (every other one shaded). */
function drawPerson(d: Drawing, r: SummaryRow, onPage: number) {
  const { doc } = d;
  const { t, format } = d.lang;
  const y = TABLE_TOP + ROW * (LINES_PER_PERSON * onPage + 1);
  if (onPage % 2 === 1)
    doc
      .rect(MARGIN, y, PAGE.width - 2 * MARGIN, ROW * LINES_PER_PERSON)
      .fill("#f1f4f8")
      .fillColor(INK);
  doc.font(SANS).fontSize(7).fillColor(INK);
  const cert = r.certificate;
  const values = [
    r.name,
    r.email,
    t(r.status),
    t(r.completed),
    ...r.scores.map((s) => (s === null ? "–" : format.number(s))),
    cert ? cert.number : t("Not issued"),
    cert ? t(STATE_LABEL[cert.state]) : "",
    cert ? (cert.contentVersion ? shortVersion(cert.contentVersion) : t("before versions")) : "",
  ];
  let x = MARGIN;
  for (const [i, c] of COLUMNS.entries()) {
    cell(doc, values[i], x, y, c);
    x += c.width;
  }
  const details = moduleLine(r.modules);
  if (details)
    doc
      .fontSize(6)
      .fillColor(MUTED)
      .text(clip(doc, details, PAGE.width - 2 * MARGIN - 4), MARGIN + 2, y + ROW + 1, { lineBreak: false })
      .fillColor(INK);
}

/** One cell: cut with an ellipsis to fit, or (a `whole` column) drawn smaller instead. */
function cell(doc: PDFKit.PDFDocument, text: string, x: number, y: number, c: (typeof COLUMNS)[number]) {
  const room = c.width - 4;
  if (c.whole) {
    const wide = doc.widthOfString(text);
    if (wide > room) doc.fontSize(Math.max(4, (7 * room) / wide));
    doc.text(text, x + 2, y + 2, { width: room, align: c.align, lineBreak: false });
    doc.fontSize(7);
  } else doc.text(clip(doc, text, room), x + 2, y + 2, { width: room, align: c.align, lineBreak: false });
}

/** Last page: the content versions the table names. */
async function drawVersions(
  d: Drawing,
  { named, unversioned }: NamedVersions,
  versions: (named: ReadonlyMap<string, number>) => Promise<VersionLine[]>,
) {
  const { doc } = d;
  const { t } = d.lang;
  d.newPage();
  doc.y = MARGIN;
  d.heading(t("Content versions"), 16);
  d.paragraph(
    t(
      "Each course version is the SHA-256 of the seven module versions, each the SHA-256 of that module's texts and questions as the learner saw them; the app keeps the text of every version. The table shows the first 12 hex digits.",
    ),
  );
  doc.moveDown(0.6);
  const lines = named.size ? await versions(named) : [];
  for (const v of lines.slice(0, VERSIONS_SHOWN)) {
    const modules = v.modules
      ? Object.entries(v.modules)
          .map(([m, hash]) => `M${m} ${shortVersion(hash)}`)
          .join(", ")
      : t("module versions not recorded");
    doc
      .font(SANS)
      .fontSize(7.5)
      .fillColor(INK)
      .text(
        t("{version} ({count, plural, one {# certificate} other {# certificates}}): {modules}", {
          version: v.version,
          count: v.certificates,
          modules,
        }),
        MARGIN,
        doc.y,
        { width: PAGE.width - 2 * MARGIN, lineBreak: false },
      );
    doc.moveDown(0.35);
  }
  if (lines.length > VERSIONS_SHOWN)
    doc.text(
      t("… and {count, plural, one {# more version} other {# more versions}}.", { count: lines.length - VERSIONS_SHOWN }),
      MARGIN,
      doc.y,
    );
  if (unversioned)
    doc.text(
      t("{count, plural, one {# certificate} other {# certificates}} recorded before content versions.", { count: unversioned }),
      MARGIN,
      doc.y + 4,
    );
  if (!lines.length && !unversioned) doc.text(t("The table names no certificate."), MARGIN, doc.y);
}

/**
 * A person's second line: "M1 de 3f2a91c0d4e1 (50) · M2 …" for each completed module (language
 * code, short content version or "–" before versions, first-pass score); empty without one.
 * Codes and digits, the same in every language (the table's header says what they are).
 */
function moduleLine(modules: SummaryRow["modules"]): string {
  return (modules ?? [])
    .flatMap((m, i) =>
      m ? [`M${i + 1} ${m.language} ${m.version ? shortVersion(m.version) : "–"}${m.firstScore === null ? "" : ` (${m.firstScore})`}`] : [],
    )
    .join(" · ");
}

/**
 * pdfkit caches the layout of every word it measured for the document's whole life: 10,000
 * emails and names would stay in memory until the end. Without the cache every measurement lays
 * the text out again, and the garbage made the heap grow by more than the cache would. So the
 * cache is kept for one page (its repeated words: statuses, scores, versions) and dropped at the
 * next. `_fontFamilies` is pdfkit's own table of the document's fonts (0.20); should it change,
 * the cache is simply kept whole.
 */
function forgetLayouts(doc: PDFKit.PDFDocument) {
  const families = (doc as unknown as { _fontFamilies?: Record<string, { layoutCache?: unknown }> })._fontFamilies;
  for (const font of Object.values(families ?? {})) if (font.layoutCache) font.layoutCache = Object.create(null);
}

/** The text, cut with an ellipsis to fit the width at the current font and size. */
function clip(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  const chars = [...text]; // by code point: never half a surrogate pair
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(`${chars.slice(0, mid).join("")}…`) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${chars.slice(0, lo).join("")}…`;
}
