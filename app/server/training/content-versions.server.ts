/**
 * The content versions of the course as this build has it, and their snapshots in the database
 * (content_versions). A version row is written idempotently before anything refers to it: when
 * an attempt starts, when the course version of a certificate is recorded, and for every module
 * at start (`recordContentVersions`). Rows are never changed (a trigger refuses it).
 */
import { createHash } from "node:crypto";
import { COURSE_LANGUAGES, courseIn, courseLanguage } from "../../content";
import type { Locale } from "../../domain/locale";
import { CERTIFICATE_MODULE, CORE_MODULES } from "../../domain/course";
import { courseModules, courseVersion, type ModuleSnapshot, moduleVersion } from "../../domain/content-version";
import { type Db, db, nowIso, type Tx } from "../platform/db.server";

export const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

interface Versioned {
  version: string;
  content: string;
}

interface LanguageVersions {
  modules: Map<number, Versioned>;
  /** The course version of the seven modules in this one language. */
  course: Versioned;
}

const current = new Map<Locale, LanguageVersions>();

/** The versions of this build's content in one language, computed once (the content is part of the build). */
function versionsIn(language: Locale): LanguageVersions {
  let v = current.get(language);
  if (!v) {
    const byModule = new Map<number, Versioned>();
    for (const m of courseIn(language)) if (m.id <= CORE_MODULES) byModule.set(m.id, moduleVersion(m, sha256Hex));
    const course = courseVersion(Object.fromEntries([...byModule].map(([id, x]) => [id, x.version])), sha256Hex);
    v = { modules: byModule, course };
    current.set(language, v);
  }
  return v;
}

/** The versions of this build's content in a language (English unless named). */
export const currentVersions = (language: Locale = "en") => versionsIn(courseLanguage(language));

let everyCurrent: Set<string> | undefined;

/** Whether a module version is current in one of the course's languages (outside them: outdated). */
export function isCurrentModuleVersion(version: string): boolean {
  everyCurrent ??= new Set(COURSE_LANGUAGES.flatMap((l) => [...versionsIn(l).modules.values()].map((v) => v.version)));
  return everyCurrent.has(version);
}

/** Whether a stored course version (its content) is made only of current module versions, whatever their languages. */
export function isCurrentCourse(content: string | null): boolean {
  const made = content ? courseModules(content) : null;
  if (!made) return false;
  return Array.from({ length: CORE_MODULES }, (_, i) => made[i + 1]).every((v) => v !== undefined && isCurrentModuleVersion(v));
}

/** The current version of a core module in a language. */
export function currentModuleVersion(moduleId: number, language: Locale = "en"): Versioned {
  const v = currentVersions(language).modules.get(moduleId);
  if (!v) throw new Error(`module ${moduleId} has no content version`);
  return v;
}

async function store(q: Db | Tx, moduleId: number, v: Versioned, language: Locale | null) {
  await q
    .insertInto("content_versions")
    .values({ version: v.version, module_id: moduleId, content: v.content, language, created_at: nowIso() })
    .onConflict((oc) => oc.column("version").doNothing())
    .execute();
}

/** Records the module's current version in a language (if new) in the caller's transaction; answers it. */
export async function recordModuleVersion(tx: Tx, moduleId: number, language: Locale): Promise<string> {
  const v = currentModuleVersion(moduleId, language);
  await store(tx, moduleId, v, courseLanguage(language));
  return v.version;
}

/**
 * Records the course version made of the module versions a person actually trained on (their
 * current attempts', in whichever languages they took them) in the caller's transaction, with
 * the language they share (null when a learner switched between modules); null when one of them
 * predates versioning.
 */
export async function recordCourseVersion(
  tx: Tx,
  trained: Readonly<Record<number, { version: string | null; language: Locale } | undefined>>,
): Promise<string | null> {
  const known: Record<number, string> = {};
  const languages = new Set<Locale>();
  for (let id = 1; id <= CORE_MODULES; id++) {
    const v = trained[id];
    if (!v?.version) return null;
    known[id] = v.version;
    languages.add(v.language);
  }
  const course = courseVersion(known, sha256Hex);
  await store(tx, CERTIFICATE_MODULE, course, languages.size === 1 ? [...languages][0] : null);
  return course.version;
}

/** Writes every current version of every language (idempotent): the start script, so versions nobody used yet are kept too. */
export async function recordContentVersions(q: Db = db()) {
  await q.transaction().execute(async (tx) => {
    for (const language of COURSE_LANGUAGES) {
      const { modules: byModule, course } = versionsIn(language);
      for (const [id, v] of byModule) await store(tx, id, v, language);
      await store(tx, CERTIFICATE_MODULE, course, language);
    }
  });
}

/** Which of these course versions (module 8) are current, whatever their modules' languages; one query. */
export async function currentCourseVersions(versions: readonly string[], q: Db | Tx = db()): Promise<Set<string>> {
  const wanted = [...new Set(versions)];
  if (!wanted.length) return new Set();
  const rows = await q
    .selectFrom("content_versions")
    .select(["version", "content"])
    .where("version", "in", wanted)
    .where("module_id", "=", CERTIFICATE_MODULE)
    .execute();
  return new Set(rows.filter((r) => isCurrentCourse(r.content)).map((r) => r.version));
}

/** Stored snapshots by version (one query), parsed; modules only. */
export async function moduleSnapshots(versions: readonly string[], q: Db | Tx = db()): Promise<Map<string, ModuleSnapshot>> {
  const wanted = [...new Set(versions)];
  if (!wanted.length) return new Map();
  const rows = await q
    .selectFrom("content_versions")
    .select(["version", "content"])
    .where("version", "in", wanted)
    .where("module_id", "<=", CORE_MODULES)
    .execute();
  return new Map(rows.map((r) => [r.version, JSON.parse(r.content) as ModuleSnapshot]));
}
