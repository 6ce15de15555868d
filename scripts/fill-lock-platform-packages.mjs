// Adds lockfile entries for optional platform packages (other OSes and CPUs) that the npm registry
// mirror of these machines does not carry: without them `npm ci` refuses the lockfile. Such
// packages are never installed here (their os/cpu do not match), so only their names matter.
// Usage: node scripts/fill-lock-platform-packages.mjs package-lock.json (after any `npm install`).
import fs from 'node:fs';

const lockPath = process.argv[2];
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const platform = (name) => {
  const tail = name
    .split('/')
    .pop()
    .replace(/^cli-|^oxide-/, '');
  const [os, cpu, ...rest] = tail.split('-');
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  const entry = { os: [os], cpu: [cpu === 'arm' ? 'arm' : cpu] };
  if (rest.includes('musl')) entry.libc = ['musl'];
  if (rest.includes('gnu') || rest.includes('gnueabihf')) entry.libc = ['glibc'];
  return entry;
};
let added = 0;
for (const [key, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${key}/node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    lock.packages[hoisted] = { version, dev: pkg.dev, optional: true, ...platform(dep) };
    added++;
    console.log('added', hoisted, version, JSON.stringify(platform(dep)));
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} entries added`);
