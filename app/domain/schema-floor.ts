/**
 * Whether this build may run on a database, judged from the migrations applied to it and the
 * schema's floor (migration 018; docs/decisions/030-upgrades-and-rollbacks.md). Pure: the
 * platform reads the names, the start and /readyz act on the verdict.
 */

export interface AppliedSchema {
  /** The names of the migrations applied to the database (kysely_migration). */
  applied: readonly string[];
  /** The migration a build must know to run on the database; null where the floor is not kept yet. */
  floor: string | null;
}

export type SchemaVerdict =
  /** Every migration applied is one of this build's; `pending` are those still to run. */
  | { kind: "ours"; pending: string[] }
  /** A newer release migrated it, and this build knows the floor: it serves on the newer schema. */
  | { kind: "newer"; unknown: string[]; floor: string }
  /** A newer release took away what this build uses: it must not serve. */
  | { kind: "too-new"; unknown: string[]; floor: string | null }
  /** Migrations this build does not know, and some of its own not applied: another line of releases. */
  | { kind: "diverged"; unknown: string[]; pending: string[] };

/** The verdict for a build whose migrations are `known` (their names). */
export function schemaVerdict(known: readonly string[], schema: AppliedSchema): SchemaVerdict {
  const applied = new Set(schema.applied);
  const pending = known.filter((name) => !applied.has(name));
  const unknown = schema.applied.filter((name) => !known.includes(name)).sort();
  if (!unknown.length) return { kind: "ours", pending };
  if (pending.length) return { kind: "diverged", unknown, pending };
  if (schema.floor !== null && known.includes(schema.floor)) return { kind: "newer", unknown, floor: schema.floor };
  return { kind: "too-new", unknown, floor: schema.floor };
}

/** Why a command stops on a database it must not run on (`label`: the database as logs name it). */
export function refusalOf(verdict: SchemaVerdict, label: string): string | null {
  if (verdict.kind === "too-new")
    return (
      `${label} was migrated by a newer release (${verdict.unknown.join(", ")}) that this build cannot run on: ` +
      (verdict.floor ? `it needs a build that knows migration ${verdict.floor}` : "it keeps no schema floor") +
      ". Run that release or a later one. Nothing was migrated."
    );
  if (verdict.kind === "diverged")
    return (
      `${label} holds migrations this build does not know (${verdict.unknown.join(", ")}) and lacks some of its own ` +
      `(${verdict.pending.join(", ")}): it was migrated by another line of releases. Nothing was migrated.`
    );
  return null;
}

/** What the start logs and db:migrate prints where this build runs on a newer release's schema. */
export const newerSchemaNotice = (newer: { unknown: readonly string[]; floor: string }, label: string) =>
  `${label} was migrated by a newer release (${newer.unknown.join(", ")}): this build runs on its schema, since it knows ` +
  `the schema's floor (migration ${newer.floor}), and migrated nothing. Replace this build with that release.`;
