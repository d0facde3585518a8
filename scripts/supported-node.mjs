// The Node lines the academy runs on (package.json engines): a clear refusal on an older one,
// whose better-sqlite3 13 would crash the process instead.
export function requireSupportedNode() {
  const major = Number(process.versions.node.split(".")[0]);
  if (major >= 22) return;
  console.error(
    `Node ${process.version} is not supported: use Node 22 or 24. ` +
      "`node scripts/node-runtime.mjs bin 24` fetches one from the npm registry and prints the directory to put first on PATH.",
  );
  process.exit(1);
}
