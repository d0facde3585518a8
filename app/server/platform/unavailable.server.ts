/**
 * The database out of reach (a PostgreSQL failover, a restart, a network cut; SQLite's file full
 * or failing): what a request then answers. The engine throws `databaseUnreachable()` in place of
 * the driver's error, and React Router answers a thrown `data()` with its status: a page shows
 * the message (root ErrorBoundary, whose headers keep the Retry-After), a data request or a
 * download answers 503, and the JSON API turns it into its own error body (api.server.ts). So a
 * person sees "try again in a minute", never a server error, and the next request after the
 * database is back succeeds: PostgreSQL's pool opens new connections by itself, SQLite's one
 * connection writes on (docs/decisions/022-postgresql.md, 012-durability-and-soak.md).
 */
import { data } from "react-router";
import { msg } from "../../i18n/msg";

export const UNREACHABLE_MESSAGE = msg("The training service is briefly unavailable. Please try again in a minute.");
/** Retry-After of such an answer: about a managed PostgreSQL's failover. */
export const UNREACHABLE_RETRY_SECONDS = 30;

/** Each answer, with the driver's error behind it. */
const answers = new WeakMap<object, unknown>();

/** The answer to throw where the database cannot be reached (the engine logs the driver's error, `cause`). */
export function databaseUnreachable(cause?: unknown) {
  const answer = data(UNREACHABLE_MESSAGE, { status: 503, headers: { "Retry-After": String(UNREACHABLE_RETRY_SECONDS) } });
  answers.set(answer, cause);
  return answer;
}

/** Whether an error is `databaseUnreachable`'s answer. */
export const isDatabaseUnreachable = (e: unknown) => e !== null && typeof e === "object" && answers.has(e);

/** What a command (npm run …) says of an error: of the engine's answer, the driver's error behind it. */
export function errorText(e: unknown): string {
  const shown = isDatabaseUnreachable(e) ? answers.get(e as object) : e;
  return shown instanceof Error ? shown.message : String(shown);
}
