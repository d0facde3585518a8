/**
 * The content versions of the course as this build has it, and their snapshots in the database
 * (content_versions). A version row is written idempotently before anything refers to it: when
 * an attempt starts, when the course version of a certificate is recorded, and for every module
 * at start (`recordContentVersions`). Rows are never changed (a trigger refuses it).
 */
import { createHash } from "node:crypto";
import { modules } from "../../content";
import { CERTIFICATE_MODULE, CORE_MODULES } from "../../domain/course";
import { courseVersion, type ModuleSnapshot, moduleVersion } from "../../domain/content-version";
import { type Db, db, nowIso, type Tx } from "../platform/db.server";

export const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

interface Versioned {
  version: string;
  content: string;
}

let current: { modules: Map<number, Versioned>; course: Versioned } | undefined;

/** The versions of this build's content, computed once (the content is part of the build). */
export function currentVersions() {
  if (!current) {
    const byModule = new Map<number, Versioned>();
    for (const m of modules) if (m.id <= CORE_MODULES) byModule.set(m.id, moduleVersion(m, sha256Hex));
    const course = courseVersion(Object.fromEntries([...byModule].map(([id, v]) => [id, v.version])), sha256Hex);
    current = { modules: byModule, course };
  }
  return current;
}

/** The current version of a core module. */
export function currentModuleVersion(moduleId: number): Versioned {
  const v = currentVersions().modules.get(moduleId);
  if (!v) throw new Error(`module ${moduleId} has no content version`);
  return v;
}

async function store(q: Db | Tx, moduleId: number, v: Versioned) {
  await q
    .insertInto("content_versions")
    .values({ version: v.version, module_id: moduleId, content: v.content, created_at: nowIso() })
    .onConflict((oc) => oc.column("version").doNothing())
    .execute();
}

/** Records the module's current version (if new) in the caller's transaction; answers it. */
export async function recordModuleVersion(tx: Tx, moduleId: number): Promise<string> {
  const v = currentModuleVersion(moduleId);
  await store(tx, moduleId, v);
  return v.version;
}

/**
 * Records the course version made of the module versions a person actually trained on (their
 * current attempts'), in the caller's transaction; null when one of them predates versioning.
 */
export async function recordCourseVersion(tx: Tx, moduleVersions: Readonly<Record<number, string | null>>): Promise<string | null> {
  const known: Record<number, string> = {};
  for (let id = 1; id <= CORE_MODULES; id++) {
    const v = moduleVersions[id];
    if (!v) return null;
    known[id] = v;
  }
  const course = courseVersion(known, sha256Hex);
  await store(tx, CERTIFICATE_MODULE, course);
  return course.version;
}

/** Writes every current version (idempotent): the start script, so versions nobody used yet are kept too. */
export async function recordContentVersions(q: Db = db()) {
  const { modules: byModule, course } = currentVersions();
  await q.transaction().execute(async (tx) => {
    for (const [id, v] of byModule) await store(tx, id, v);
    await store(tx, CERTIFICATE_MODULE, course);
  });
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
