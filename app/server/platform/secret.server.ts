import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Outside production a secret is generated once and kept beside the database. No imports beyond
 * node's: the start script calls it before anything of the app (or React) is loaded.
 */
export function developmentSecret(databasePath: string): string {
  const dir = path.dirname(path.resolve(databasePath));
  const file = path.join(dir, ".session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
