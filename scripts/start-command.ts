/**
 * npm start's command, read from package.json: what the bench, test:soak and the memory test run
 * as production, so that a change to it (a variable, a flag) reaches them all. Without its
 * leading `exec` (which makes npm's shell become node): the callers exec it themselves.
 */
import { readFileSync } from "node:fs";

export function startCommand(): string {
  const command = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.start;
  return command.replace(/^exec\s+/, "");
}

/**
 * What the command gives node (`env NAME=value … node --flag … script`): the variables it sets and
 * node's own flags, for a test that runs the built start script directly, without the shell.
 */
export function startCommandParts(): { env: Record<string, string>; nodeFlags: string[] } {
  const words = startCommand().split(/\s+/);
  const env: Record<string, string> = {};
  let i = 0;
  if (words[0] === "env") {
    for (i = 1; i < words.length; i++) {
      const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(words[i]);
      if (!m) break;
      env[m[1]] = m[2];
    }
  }
  const nodeFlags: string[] = [];
  if (words[i] === "node") for (i++; i < words.length && words[i].startsWith("--"); i++) nodeFlags.push(words[i]);
  return { env, nodeFlags };
}
