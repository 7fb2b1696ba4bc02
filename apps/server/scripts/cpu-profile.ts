/**
 * Summarises a V8 CPU profile (`node --cpu-prof`, e.g. the store's under `BENCH_CPU_PROFILE=<dir> npm run bench`):
 *   tsx apps/server/scripts/cpu-profile.ts <file.cpuprofile | folder> [--top 15]
 * Given a folder (a process writes one profile per thread), it reads the busiest profile in it: the main thread's.
 * Prints, as shares of the busy time from the first request served on (start-up and idle left out):
 *   - where the time goes by area, inclusive: a sample counts for every area on its stack (so "drizzle-orm 12 %" means
 *     12 % of the busy samples were inside drizzle, whatever it called), areas being npm packages, the store's own
 *     modules (`store:<folder>`), Node's internals (`node:<module>`), garbage collection and V8's own work;
 *   - the functions with the most self time (the frame on top of the stack), natives (socket writes, JSON) included.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx apps/server/scripts/cpu-profile.ts <file.cpuprofile> [--top N]');
  process.exit(2);
}
const topIndex = rest.indexOf('--top');
const TOP = topIndex >= 0 ? Number(rest[topIndex + 1]) : 15;

const busyOf = (p: Profile) => {
  const idleIds = new Set(p.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  return p.samples.reduce((sum, id, i) => sum + (idleIds.has(id) ? 0 : (p.timeDeltas[i] ?? 0)), 0);
};
const read = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as Profile;
const [source, profile] = statSync(file).isDirectory()
  ? readdirSync(file)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => [path.join(file, f), read(path.join(file, f))] as const)
      .sort((a, b) => busyOf(b[1]) - busyOf(a[1]))[0]!
  : [file, read(file)];
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** The area a frame belongs to: an npm package, a folder of the store, a Node module, or V8's own buckets. */
function area(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : 'native';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/')[0]!;
  const own = /apps\/server\/src\/(?:modules\/)?([^/.]+)/.exec(url);
  if (own) return `store:${own[1]}`;
  const contract = /packages\/contract\//.test(url);
  return contract ? 'contract' : url.replace(/^file:\/\//, '');
}

function place(frame: CallFrame): string {
  const where = frame.url ? `${frame.url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/')}:${frame.lineNumber + 1}` : '(native)';
  return `${frame.functionName || '(anonymous)'} ${where}`;
}

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
/** Start-up (module loading, migrations, seeding) is left out: counting starts at the first request served. */
const serving = new Set(profile.nodes.filter((n) => n.callFrame.url === 'node:_http_server').map((n) => n.id));
const firstRequest = Math.max(
  0,
  profile.samples.findIndex((id) => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) if (serving.has(at)) return true;
    return false;
  }),
);

let busy = 0;
let idle = 0;
profile.samples.forEach((id, i) => {
  if (i < firstRequest) return;
  const dt = profile.timeDeltas[i] ?? 0;
  const node = byId.get(id)!;
  if (node.callFrame.functionName === '(idle)') {
    idle += dt;
    return;
  }
  busy += dt;
  const top = place(node.callFrame);
  self.set(top, (self.get(top) ?? 0) + dt);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const a = area(byId.get(at)!.callFrame);
    if (a !== '(root)') seen.add(a);
  }
  for (const a of seen) inclusive.set(a, (inclusive.get(a) ?? 0) + dt);
});

const pct = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)} %`;
const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
console.log(
  `${source}: ${(busy / 1e6).toFixed(1)} s busy, ${(idle / 1e6).toFixed(1)} s idle (${((busy / (busy + idle)) * 100).toFixed(0)} % busy)\n`,
);
console.log('By area (inclusive: a sample counts for every area on its stack)');
for (const [a, us] of sorted(inclusive).slice(0, 24)) console.log(`  ${pct(us)}  ${a}`);
console.log(`\nTop ${TOP} functions by self time`);
for (const [f, us] of sorted(self).slice(0, TOP)) console.log(`  ${pct(us)}  ${f}`);
