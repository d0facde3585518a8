/**
 * The evidence pack (issue 13, part 4): one ZIP with summary.pdf, completions.csv, attempts.csv
 * (issue 28), audit-events.csv, the PDF of every certificate issued in the range and manifest.json (SHA-256
 * and size of every other file, the audit chain's head), for a company's date range or one of
 * its employees. docs/decisions/013-evidence-pack.md says why it is built this way.
 *
 * - Streamed: the ZIP (yazl) is written as the client reads it; each file is produced when its
 *   turn comes (the summary page by page, the CSVs batch by batch with the same producers as the
 *   Completions and Audit tabs, the certificates one at a time) and hashed as it passes into the
 *   ZIP. Nothing holds the whole ZIP, a whole CSV or all certificates; memory grows only with the
 *   list of files (a path and a hash each).
 * - One state of the database: everything is read in one read transaction on a connection of its
 *   own (`openSnapshot`), so the figures, the table, the CSVs, the certificates and the audit head
 *   agree, however the company changes while the pack is downloaded.
 * - Scoped: every read builds the company filter from the administrator's scope.
 * - In the administrator's language (issue 27): the summary and the certificates' PDFs (each in
 *   its holder's language); the CSVs keep their English column names in every language, so
 *   programs reading them need not know the language (the summary says so).
 * - Audited: when the download ends, `evidence_pack.exported` records the range, the counts, the
 *   head the pack states and the manifest's SHA-256 (or that it was cut off). A complete download's
 *   last bytes are released only once that event is written.
 */
import { createHash } from "node:crypto";
import { Readable, Transform } from "node:stream";
import { finished } from "node:stream/promises";
import { sql } from "kysely";
import { ZipFile } from "yazl";
import { type CertificateState, certificateState } from "../../domain/certificate";
import { courseModules } from "../../domain/content-version";
import { CORE_MODULES } from "../../domain/course";
import { reportRow } from "../../domain/employees";
import {
  certificatePath,
  defaultPackRange,
  manifestOf,
  manifestText,
  PACK_FILES,
  type PackFacts,
  type PackFile,
  packFileName,
} from "../../domain/evidence-pack";
import { displayName } from "../../domain/employees";
import { type CompletionRecord, matchingEmployeeIds, recordFigures, recordsOf, completionsReport } from "../admin/completions.server";
import type { CompanyCaller, CompanyScope } from "../identity/sessions.server";
import { type Db, db, openSnapshot } from "../platform/db.server";
import { env } from "../platform/env.server";
import { nextTurn } from "../platform/event-loop.server";
import { collectGarbage } from "../platform/gc.server";
import { languageKit } from "../platform/i18n.server";
import { log } from "../platform/log.server";
import { unicodeLower } from "../platform/text-search.server";
import { personLocale } from "../mail/language.server";
import { CERTIFICATE_PDF_COLUMNS, certificateData, renderCertificate } from "../training/certificate-pdf.server";
import { auditHead } from "./audit-chain.server";
import { attemptsCsv } from "./attempts-csv.server";
import { countAuditEvents, auditEventsCsv } from "./audit-trail.server";
import { audit } from "./audit.server";
import { type ModuleDetail, type SummaryRow, summaryPdf, type VersionLine } from "./evidence-summary.server";

/** Packs built at once in this process; another asks to try again (each takes a core for minutes at 10,000 certificates). */
const AT_ONCE = 2;
let running = 0;

/** People (and certificates) read per query. */
const BATCH = 500;

/** Certificates rendered between two full garbage collections (platform/gc.server.ts). */
const COLLECT_EVERY = 10;

export class PackBusyError extends Error {
  constructor() {
    super("evidence packs busy");
  }
}

export interface PackPerson {
  id: number;
  email: string;
  name: string;
}

/** The range a pack covers unless the admin chooses another: from the company's first day to today. */
export async function defaultRangeOf(scope: CompanyScope, now = new Date()) {
  const { created_at } = await db()
    .selectFrom("companies")
    .select("created_at")
    .where("id", "=", scope.companyId)
    .executeTakeFirstOrThrow();
  return defaultPackRange(created_at, now);
}

/** One employee of the company by email (deleted ones too: their records are kept), or null. */
export async function findPackPerson(scope: CompanyScope, email: string): Promise<PackPerson | null> {
  const row = await db()
    .selectFrom("users")
    .select(["id", "email", "first_name", "last_name"])
    .where("company_id", "=", scope.companyId)
    .where("role", "=", "employee")
    .where(unicodeLower(sql.ref("email")), "=", email.toLowerCase())
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, name: displayName(row) } : null;
}

export interface PackRequest {
  start: string;
  end: string;
  person: PackPerson | null;
}

/**
 * Starts a pack: reads what it states up front (in the snapshot) and answers the ZIP as a byte
 * stream with its file name. Throws PackBusyError when AT_ONCE packs are being built.
 */
export async function evidencePack(
  caller: CompanyCaller,
  request: PackRequest,
): Promise<{ stream: ReadableStream<Uint8Array>; fileName: string }> {
  if (running >= AT_ONCE) throw new PackBusyError();
  running++;
  let snapshot: Snapshot | undefined;
  try {
    snapshot = await openSnapshot();
    const built = await start(caller, request, snapshot, () => {
      running--;
    });
    return built;
  } catch (error) {
    await snapshot?.close();
    running--;
    throw error;
  }
}

type Snapshot = Awaited<ReturnType<typeof openSnapshot>>;

/** What the pack states up front, read in its snapshot: the company, the filters, the figures, the audit head, the certificates. */
async function readFacts(caller: CompanyCaller, request: PackRequest, source: Db, now: Date) {
  const scope = caller.scope;
  const personId = request.person?.id;
  const company = await source
    .selectFrom("companies as co")
    .innerJoin("company_settings as s", "s.company_id", "co.id")
    .select(["co.name", "co.slug", "s.primary_color", "s.secondary_color", "s.signer_name", "s.signer_title", "s.default_locale"])
    .where("co.id", "=", scope.companyId)
    .executeTakeFirstOrThrow();
  const design = {
    name: company.name,
    primaryColor: company.primary_color,
    secondaryColor: company.secondary_color,
    signerName: company.signer_name,
    signerTitle: company.signer_title,
    defaultLocale: company.default_locale,
  };
  // The summary in the administrator's language (theirs, else the company's); the CSVs keep English column keys.
  const lang = await languageKit(personLocale(caller.user.locale, company.default_locale));
  const recordFilters = { status: "all" as const, start: request.start, end: request.end, personId, now };
  const eventFilters = { person: "", action: undefined, start: request.start, end: request.end, personId };
  const head = await auditHead(scope, source);
  const figures = await recordFigures(scope, recordFilters, source);
  const certificates = await certificatesInRange(scope, request, source, now);
  const auditEvents = head ? await countAuditEvents(scope, eventFilters, head.seq, source) : 0;
  const stated = (state: CertificateState) => certificates.filter((c) => c.state === state).length;
  const facts: PackFacts = {
    company: { name: company.name, slug: company.slug },
    range: { start: request.start, end: request.end },
    person: request.person ? { email: request.person.email, name: request.person.name } : null,
    generatedAt: now.toISOString(),
    generatedBy: caller.user.email,
    auditHead: head,
    figures: {
      ...figures,
      certificates: {
        total: certificates.length,
        valid: stated("valid"),
        expired: stated("expired"),
        revoked: stated("revoked"),
        superseded: stated("superseded"),
      },
      auditEvents,
    },
  };
  return { slug: company.slug, design, lang, recordFilters, eventFilters, certificates, facts };
}

/** The PDF of each certificate in the range, in its holder's language, one at a time. */
async function* certificateFiles(scope: CompanyScope, source: Db, ids: readonly number[], design: Parameters<typeof certificateData>[1]) {
  let rendered = 0;
  for (let i = 0; i < ids.length; i += BATCH) {
    const rows = await source
      .selectFrom("certificates as c")
      .leftJoin("users as u", "u.id", "c.user_id")
      .select([...CERTIFICATE_PDF_COLUMNS, "c.id", "u.locale as holder_locale"])
      .where("c.company_id", "=", scope.companyId)
      .where("c.id", "in", ids.slice(i, i + BATCH))
      .orderBy("c.issued_at")
      .orderBy("c.id")
      .execute();
    for (const row of rows) {
      // other requests are served between two certificates (platform/event-loop.server.ts)
      await nextTurn();
      yield { path: certificatePath(row.number), pdf: await renderCertificate(certificateData(row, design)) };
      if (++rendered % COLLECT_EVERY === 0) collectGarbage();
    }
  }
}

/** The download on record: what the pack stated, whether it was completed, its size and manifest. */
async function auditPack(
  caller: CompanyCaller,
  request: PackRequest,
  facts: PackFacts,
  outcome: { completed: boolean; files: number; bytes: number; manifestSha256: string | null },
) {
  await audit(db(), {
    companyId: caller.scope.companyId,
    actor: caller.user,
    subject: request.person ? { id: request.person.id, email: request.person.email } : null,
    action: "evidence_pack.exported",
    details: {
      start: request.start,
      end: request.end,
      person: request.person?.email ?? null,
      completed: outcome.completed,
      people: facts.figures.people,
      certificates: facts.figures.certificates.total,
      auditEvents: facts.figures.auditEvents,
      files: outcome.files,
      bytes: outcome.bytes,
      manifestSha256: outcome.completed ? outcome.manifestSha256 : null,
      auditHead: facts.auditHead,
    },
    meta: caller.meta,
  });
}

/** The ZIP being written: each file hashed and counted as it passes in, until the download is cut off. */
class PackZip {
  readonly zip = new ZipFile();
  readonly output = this.zip.outputStream as Readable;
  readonly files: PackFile[] = [];
  readonly stop = new AbortController();
  manifestSha256: string | null = null;
  private current: Readable | undefined;

  constructor(private readonly mtime: Date) {}

  /** Adds one file; resolves once the ZIP has taken all of it. */
  async add(path: string, content: Readable, compress: boolean) {
    const hash = createHash("sha256");
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    this.current = content;
    content.once("error", (error) => tap.destroy(error));
    content.pipe(tap);
    this.zip.addReadStream(tap, path, { compress, mtime: this.mtime });
    await untilStopped(finished(tap), this.stop.signal);
    this.files.push({ path, sha256: hash.digest("hex"), bytes: size });
  }

  cut() {
    this.stop.abort();
    this.current?.destroy();
    this.output.destroy();
  }
}

type ReadFacts = Awaited<ReturnType<typeof readFacts>>;

/** The pack's files in order: the summary, the three CSVs, the certificates, the manifest last. */
async function produce(pack: PackZip, scope: CompanyScope, read: ReadFacts, source: Db, now: Date) {
  const { design, lang, recordFilters, eventFilters, certificates, facts } = read;
  const verifyExample = `${new URL(env().PUBLIC_URL).origin}/verify/{certificate number}`;
  await pack.add(
    PACK_FILES.summary,
    await summaryPdf(facts, summaryRows(scope, recordFilters, source, now), (named) => versionsOf(named, source), verifyExample, lang),
    false,
  );
  collectGarbage();
  await pack.add(
    PACK_FILES.completions,
    Readable.fromWeb((await completionsReport(scope, recordFilters, undefined, source)) as never),
    true,
  );
  collectGarbage();
  await pack.add(PACK_FILES.attempts, Readable.fromWeb((await attemptsCsv(scope, recordFilters, source)) as never), true);
  collectGarbage();
  await pack.add(PACK_FILES.audit, Readable.fromWeb((await auditEventsCsv(scope, eventFilters, undefined, source)) as never), true);
  collectGarbage();
  const ids = certificates.map((c) => c.id);
  for await (const file of certificateFiles(scope, source, ids, design)) await pack.add(file.path, Readable.from([file.pdf]), false);
  const manifest = Buffer.from(manifestText(manifestOf(facts, pack.files)), "utf8");
  pack.manifestSha256 = createHash("sha256").update(manifest).digest("hex");
  await pack.add(PACK_FILES.manifest, Readable.from([manifest]), true);
  pack.zip.end();
}

async function start(caller: CompanyCaller, request: PackRequest, snapshot: Snapshot, release: () => void) {
  const source = snapshot.db;
  const scope = caller.scope;
  const now = new Date();
  const read = await readFacts(caller, request, source, now);
  const pack = new PackZip(now);
  let bytes = 0;

  let ended = false;
  /** Once: the snapshot ends, the slot is freed and the download is audited (completed or not). */
  const finish = async (completed: boolean) => {
    if (ended) return;
    ended = true;
    // The place first: the download is over, and PostgreSQL's snapshot takes a round trip to end
    // (a pack asked for just after a cancel must not be told to wait for it).
    release();
    await snapshot.close();
    const outcome = { completed, files: pack.files.length, bytes, manifestSha256: pack.manifestSha256 };
    await auditPack(caller, request, read.facts, outcome);
  };
  const cutOff = (error?: unknown) => {
    if (error) log().error({ err: error, companyId: scope.companyId }, "evidence pack failed");
    pack.cut();
    finish(false).catch((e: unknown) =>
      log().error({ err: e, companyId: scope.companyId }, "evidence pack: audit of a cut-off download failed"),
    );
  };

  pack.zip.on("error", (error: unknown) => cutOff(error));
  produce(pack, scope, read, source, now).catch((error: unknown) => {
    if (!pack.stop.signal.aborted) cutOff(error);
  });

  const stream = webStream(pack.output, {
    onChunk: (n) => {
      bytes += n;
    },
    // The last bytes are released once the download is on record.
    onEnd: () => finish(true),
    onCancel: () => cutOff(),
    onError: (error) => cutOff(error),
  });
  return { stream, fileName: packFileName(read.slug, request, request.person?.id) };
}

/** Rejects when the signal aborts (the download was cut off), else settles as the promise does. */
function untilStopped<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // nobody waits for it any more: its failure (the stream destroyed by the stop) is no crash
    promise.catch(() => {});
    return Promise.reject(new Error("stopped"));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error("stopped"));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener("abort", onAbort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(e as Error);
      },
    );
  });
}

/**
 * A web byte stream that reads a node stream only as fast as the reader asks (at most 64 KiB
 * ahead), with hooks for its end (awaited before the stream closes), a cancel and an error.
 */
function webStream(
  node: Readable,
  hooks: { onChunk: (n: number) => void; onEnd: () => Promise<void>; onCancel: () => void; onError: (e: unknown) => void },
): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        node.pause();
        node.on("data", (chunk: Buffer) => {
          hooks.onChunk(chunk.length);
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) node.pause();
        });
        node.once("end", () => {
          hooks.onEnd().then(
            () => controller.close(),
            (error: unknown) => {
              log().error({ err: error }, "evidence pack: the download could not be audited");
              try {
                controller.error(error);
              } catch {
                // cancelled meanwhile
              }
            },
          );
        });
        const fail = (error: unknown) => {
          try {
            controller.error(error);
          } catch {
            // already cancelled by the reader: nothing left to tell
          }
        };
        node.once("error", (error) => {
          hooks.onError(error);
          fail(error);
        });
        node.once("close", () => {
          if (!node.readableEnded) fail(new Error("evidence pack cut off"));
        });
      },
      pull() {
        node.resume();
      },
      cancel() {
        hooks.onCancel();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
  );
}

/** The certificates of the company's employees issued in the range (one person's, for their pack), oldest first, with their state now. */
async function certificatesInRange(scope: CompanyScope, request: PackRequest, source: Db, now: Date) {
  const rows = await source
    .selectFrom("certificates as c")
    .innerJoin("users as u", (j) => j.onRef("u.id", "=", "c.user_id").onRef("u.company_id", "=", "c.company_id"))
    .select(["c.id", "c.valid_until", "c.revoked_at", "c.superseded_at"])
    .where("c.company_id", "=", scope.companyId)
    .where("u.role", "=", "employee")
    .where(sql<string>`substr(c.issued_at, 1, 10)`, ">=", request.start)
    .where(sql<string>`substr(c.issued_at, 1, 10)`, "<=", request.end)
    .$if(request.person !== null, (q) => q.where("c.user_id", "=", request.person!.id))
    .orderBy("c.issued_at")
    .orderBy("c.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    state: certificateState({ validUntil: r.valid_until, revokedAt: r.revoked_at, supersededAt: r.superseded_at }, now),
  }));
}

/** The table's people, batch by batch, in the report's order, with their module scores. */
async function* summaryRows(
  scope: CompanyScope,
  filters: Parameters<typeof matchingEmployeeIds>[1],
  source: Db,
  now: Date,
): AsyncGenerator<SummaryRow[]> {
  const ids = await matchingEmployeeIds(scope, filters, source);
  for (let i = 0; i < ids.length; i += BATCH) {
    if (i > 0) await nextTurn();
    const batch = ids.slice(i, i + BATCH);
    const records = await recordsOf(scope, batch, source);
    const results = await moduleResults(scope, batch, source);
    yield records.map((r) => summaryRow(r, results.get(r.id), now));
  }
}

function summaryRow(r: CompletionRecord, results: ModuleResults | undefined, now: Date): SummaryRow {
  const [name, email, status, completed] = reportRow(r, now);
  let state: CertificateState | null = null;
  if (r.certificate_number) {
    state = certificateState(
      {
        validUntil: r.certificate_valid_until ?? null,
        revokedAt: r.certificate_revoked ? "revoked" : null,
        supersededAt: r.certificate_superseded ? "superseded" : null,
      },
      now,
    );
  }
  return {
    name,
    email,
    status,
    completed,
    scores: results?.scores ?? Array.from({ length: CORE_MODULES }, () => null),
    modules: results?.modules,
    certificate:
      r.certificate_number && state ? { number: r.certificate_number, state, contentVersion: r.certificate_content_version } : null,
  };
}

/** A person's modules 1-7 in the current cycle: the score of each, and what it was taken on (issue 28). */
interface ModuleResults {
  scores: (number | null)[];
  modules: (ModuleDetail | null)[];
}

/**
 * Per person, each module 1-7 in the current cycle (its latest completed attempt not
 * superseded): the score, and the course language, content version and first-pass score; one query.
 */
async function moduleResults(scope: CompanyScope, userIds: readonly number[], source: Db) {
  const out = new Map<number, ModuleResults>();
  if (userIds.length === 0) return out;
  const rows = await source
    .selectFrom("attempts")
    .select(["user_id", "module_id", "score", "first_score", "language", "content_version"])
    .where("company_id", "=", scope.companyId)
    .where("user_id", "in", [...userIds])
    .where("superseded_at", "is", null)
    .where("phase", "=", "completed")
    .where("module_id", ">=", 1)
    .where("module_id", "<=", CORE_MODULES)
    .orderBy("completed_at")
    .orderBy("id")
    .execute();
  const empty = () => Array.from({ length: CORE_MODULES }, () => null);
  for (const r of rows) {
    let person = out.get(r.user_id);
    if (!person) out.set(r.user_id, (person = { scores: empty(), modules: empty() }));
    person.scores[r.module_id - 1] = r.score;
    person.modules[r.module_id - 1] = { language: r.language, version: r.content_version, firstScore: r.first_score };
  }
  return out;
}

/** The course versions the table named, with their module versions; one query. */
async function versionsOf(named: ReadonlyMap<string, number>, source: Db): Promise<VersionLine[]> {
  const rows = await source
    .selectFrom("content_versions")
    .select(["version", "content"])
    .where("module_id", "=", CORE_MODULES + 1)
    .where("version", "in", [...named.keys()])
    .execute();
  const content = new Map(rows.map((r) => [r.version, r.content]));
  return [...named.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([version, certificates]) => {
      const text = content.get(version);
      return { version, modules: text ? courseModules(text) : null, certificates };
    });
}
