// Node.js runtimes for CI and for machines that lack a supported one, from the npm registry only:
// the registry serves Node itself as the package node-linux-<arch> (the binaries and headers
// inside). `node scripts/node-runtime.mjs bin 24` prints the directory of a Node 24 `node`
// binary: the one on PATH when it is of that line, else the pinned release, unpacked once into
// .cache/node/ of this clone (`npm pack` fetches it; nothing else is downloaded). Runs on any
// Node from 18 on, so that the machine's own Node can fetch the one the project needs.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The releases CI runs on: the current LTS lines, pinned (the Dockerfile pins its own image). */
export const PINNED = { 22: "22.23.5", 24: "24.22.3" };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cache = path.join(root, ".cache", "node");

function onPath(major) {
  try {
    const version = execFileSync("node", ["--version"], { encoding: "utf8" }).trim();
    if (version.startsWith(`v${major}.`)) {
      const exec = execFileSync("node", ["-p", "process.execPath"], { encoding: "utf8" }).trim();
      return path.dirname(exec);
    }
  } catch {
    // no node on PATH: fetch one
  }
  return null;
}

function fetchRelease(version) {
  const pkg = `node-${process.platform}-${process.arch}`;
  const dir = path.join(cache, version);
  const bin = path.join(dir, "bin");
  if (existsSync(path.join(bin, "node"))) return bin;
  mkdirSync(cache, { recursive: true });
  const work = mkdtempSync(path.join(cache, `.${version}-`));
  try {
    console.error(`Fetching Node ${version} (${pkg}@${version}) from the npm registry…`);
    execFileSync("npm", ["pack", `${pkg}@${version}`, "--silent", "--pack-destination", work], { stdio: ["ignore", "ignore", "inherit"] });
    const tarball = readdirSync(work).find((f) => f.endsWith(".tgz"));
    if (!tarball) throw new Error(`npm pack ${pkg}@${version} wrote no tarball`);
    execFileSync("tar", ["-xzf", path.join(work, tarball), "-C", work]);
    rmSync(dir, { recursive: true, force: true });
    renameSync(path.join(work, "package"), dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const version_ = execFileSync(path.join(bin, "node"), ["--version"], { encoding: "utf8" }).trim();
  if (version_ !== `v${version}`) throw new Error(`${bin}/node is ${version_}, not v${version}`);
  return bin;
}

/** The directory of a `node` of this major line: the one on PATH, or the pinned release fetched. */
export function nodeBin(major, { preferPath = true } = {}) {
  const version = PINNED[major];
  if (!version) throw new Error(`no pinned release of Node ${major}; known: ${Object.keys(PINNED).join(", ")}`);
  return (preferPath && onPath(major)) || fetchRelease(version);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, major] = process.argv.slice(2);
  if (command !== "bin" || !major) {
    console.error("Usage: node scripts/node-runtime.mjs bin 22|24   (prints the directory of that Node's binary)");
    process.exit(2);
  }
  try {
    console.log(nodeBin(major));
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
