/**
 * npm start's command, read from package.json: what the bench, test:soak and the memory test run
 * as production, so that a change to it (a variable, a flag) reaches them all.
 */
import { readFileSync } from "node:fs";

export function startCommand(): string {
  return (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.start;
}

/**
 * The variables the command sets for node (`env NAME=value … node …`): for a test that runs the
 * built start script directly, without the shell.
 */
export function startCommandEnv(): Record<string, string> {
  const words = startCommand().split(/\s+/);
  if (words[0] !== "env") return {};
  const vars: Record<string, string> = {};
  for (const word of words.slice(1)) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(word);
    if (!m) break;
    vars[m[1]] = m[2];
  }
  return vars;
}
