// `node scripts/cpu-profile-summary.mjs FILE.cpuprofile [N]`: where a CPU profile (node --cpu-prof,
// or `npm run bench -- --cpu-prof DIR`) spends its time: self time by package (node_modules/NAME,
// the app's build, node's internals) and the N functions with the most self time.
import { readFileSync } from "node:fs";

const [file, top = "25"] = process.argv.slice(2);
if (!file) {
  console.error("Usage: node scripts/cpu-profile-summary.mjs FILE.cpuprofile [N]");
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
const total = [...self.values()].reduce((a, b) => a + b, 0);

function area(url) {
  if (!url) return "(native / garbage collector / idle)";
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.startsWith("node:")) return "node internals";
  if (url.includes("/build/server/")) return "app (build/server)";
  if (url.includes("/build/scripts/")) return "app (build/scripts)";
  return url.replace(/^file:\/\//, "");
}
const areas = new Map();
const fns = new Map();
for (const [id, us] of self) {
  const n = byId.get(id);
  const cf = n.callFrame;
  const a = cf.functionName === "(idle)" ? "(idle)" : cf.functionName === "(garbage collector)" ? "(garbage collector)" : area(cf.url);
  areas.set(a, (areas.get(a) ?? 0) + us);
  const key = `${cf.functionName || "(anonymous)"}  ${area(cf.url)}:${cf.lineNumber + 1}`;
  fns.set(key, (fns.get(key) ?? 0) + us);
}
const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms`;
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled\n\nSelf time by area:`);
for (const [a, us] of [...areas].sort((x, y) => y[1] - x[1]).slice(0, 20)) console.log(`  ${pct(us)}  ${a}`);
console.log(`\nTop ${top} functions by self time:`);
for (const [f, us] of [...fns].sort((x, y) => y[1] - x[1]).slice(0, Number(top))) console.log(`  ${pct(us)}  ${f}`);

// `--callers NAME` (third argument): which app functions the self time of NAME comes from (the
// nearest caller in the app's build).
const callersOf = process.argv[4];
if (callersOf) {
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const from = new Map();
  for (const [id, us] of self) {
    if (byId.get(id).callFrame.functionName !== callersOf) continue;
    let p = parent.get(id);
    const chain = [];
    while (p !== undefined && chain.length < 3) {
      const cf = byId.get(p).callFrame;
      if (cf.url.includes("/build/")) chain.push(`${cf.functionName || "(anonymous)"}:${cf.lineNumber + 1}`);
      p = parent.get(p);
    }
    const key = chain.join(" < ") || "(no app caller)";
    from.set(key, (from.get(key) ?? 0) + us);
  }
  console.log(`\nSelf time of ${callersOf} by app caller:`);
  for (const [k, us] of [...from].sort((x, y) => y[1] - x[1]).slice(0, 15)) console.log(`  ${pct(us)}  ${k}`);
}
