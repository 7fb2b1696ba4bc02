// Bundle budget: the JS a shopper downloads before the home route paints must stay within BUDGET_KB gzip.
// Counts the entry chunk, everything it imports statically, and the home route's lazy chunk with its imports.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Issue 18's budget. Earlier steps: react-intl gave way to shared/lib/intl.tsx, react-router ships its production build
// (149.8 -> 144.1); then react-router in declarative mode over shared/lib/history-router.tsx instead of its data router
// (about 14 KB) and the start-up block texts in their lazy chunk (144.2 -> 128.2).
const BUDGET_KB = 130;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${path.relative(process.cwd(), manifestPath)}: run "npm run build" first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
entries.forEach(visit);
const homeKeys = Object.keys(manifest).filter((k) => /src\/features\/home\/.*route\.tsx?$/.test(k));
homeKeys.forEach(visit);

let total = 0;
for (const file of [...files].filter((f) => f.endsWith('.js'))) {
  const gz = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += gz;
  console.log(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const kb = total / 1024;
// The entry's first line is V8's compile hint (apps/web/vite-plugins/compile-hints.ts): a later plugin or a Vite update
// that writes above it would silently bring the main-thread compilation back.
const entryFiles = entries.map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const unhinted = entryFiles.filter((f) => !readFileSync(path.join(dist, f), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'));
if (unhinted.length > 0) {
  console.error(`No compile hint on the first line of ${unhinted.join(', ')}`);
  process.exit(1);
}
console.log(`Home route entry JS: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)${homeKeys.length ? '' : ' — no home route chunk yet'}`);
if (kb > BUDGET_KB) {
  console.error(`Over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
