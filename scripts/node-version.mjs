// Plain JavaScript on purpose: it must run, and say something useful, on a Node too old for the
// TypeScript sources (Node 20 fails on them with ERR_UNKNOWN_FILE_EXTENSION). ADR 743.

/** Whether `version` (v20.11.1) satisfies a `>=X.Y.Z` range (the only form `engines` uses here). */
export function satisfiesMinimum(version, range) {
  const want = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  const have = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!want || !have) return false;
  for (let i = 1; i <= 3; i++) {
    const a = Number(have[i]);
    const b = Number(want[i] ?? 0);
    if (a !== b) return a > b;
  }
  return true;
}

/** The one line an unsupported Node gets, or null when the version is fine. */
export function nodeVersionProblem(version, range) {
  if (satisfiesMinimum(version, range)) return null;
  return `sufra: Node.js ${version} is not supported; Sufra needs Node.js ${range} (24 LTS recommended): run \`bash scripts/ensure-node.sh\` or install it from https://nodejs.org`;
}
