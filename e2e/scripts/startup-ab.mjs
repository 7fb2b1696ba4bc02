// Start-up A/B of two running builds of the store: cold loads at 390×844 under a 4× slower CPU (Chromium's own
// throttling, not Lighthouse's simulation), the two builds interleaved run by run so the machine's drift falls on both
// alike. Per page and build, medians of: TBT (the main-thread tasks after first contentful paint, each past 50 ms),
// the entry's evaluation, style and layout after FCP, and the main thread's busy time after FCP. A manual measurement,
// not part of `npm test`; on a small shared machine Lighthouse's simulated TBT spreads too far from run to run
// (±400 ms) to tell two builds apart.
//
//   cd e2e && (WEB_DIST=/tmp/dist-a PORT=3950 node ./serve.mjs &) && (WEB_DIST=/tmp/dist-b PORT=3951 node ./serve.mjs &)
//   node ./scripts/startup-ab.mjs http://127.0.0.1:3950 http://127.0.0.1:3951 [runs, default 8]
//
// AB_PAGES="/,/catalog/x,/product/1" picks the pages (default home, the first category and product of the sitemap);
// CHROME_PATH the browser (default /usr/bin/chromium). The trace categories are Lighthouse 12's, whose stack and
// source-rundown categories make V8 work as it does under Lighthouse.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [baseA, baseB] = process.argv.slice(2, 4).map((url) => url?.replace(/\/$/, ''));
if (!baseA || !baseB) throw new Error('usage: node e2e/scripts/startup-ab.mjs <base URL A> <base URL B> [runs]');
const runs = Number(process.argv[4] ?? 8);
const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const CATEGORIES = [
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.v8-source-rundown-sources',
  'disabled-by-default-devtools.v8-source-rundown',
];

async function pages() {
  if (process.env.AB_PAGES) return process.env.AB_PAGES.split(',');
  const sitemap = await (await fetch(`${baseA}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  return ['/', locs.find((p) => /^\/catalog\/[^/]+$/.test(p)), locs.find((p) => /^\/product\/\d+$/.test(p))].filter(Boolean);
}

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });

/** One cold load: figures in (throttled) milliseconds. */
async function load(url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1200);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error(`${url}: no first contentful paint in the trace`);
  const thread = events.find((e) => e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain');
  const main = events.filter((e) => e.pid === fcp.pid && e.tid === thread.tid);
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ts + e.dur > fcp.ts);
  return {
    tbt: tasks.reduce((sum, t) => sum + Math.max(0, t.dur / 1000 - 50), 0),
    evaluation: Math.max(0, ...main.filter((e) => e.name === 'v8.evaluateModule').map((e) => e.dur / 1000)),
    busy: tasks.reduce((sum, t) => sum + t.dur / 1000, 0),
    // Style and layout of the page after its first paint (the app's page replacing the server's first screen).
    layout: main.filter((e) => (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && e.ts > fcp.ts).reduce((sum, e) => sum + e.dur / 1000, 0),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const list = await pages();
const results = new Map();
for (let run = 0; run < runs; run += 1) {
  for (const path of list) {
    const order =
      run % 2
        ? [
            ['B', baseB],
            ['A', baseA],
          ]
        : [
            ['A', baseA],
            ['B', baseB],
          ];
    for (const [build, base] of order) {
      const key = `${path} ${build}`;
      if (!results.has(key)) results.set(key, []);
      results.get(key).push(await load(base + path));
    }
  }
}
await browser.close();

console.log(`\n4× CPU, median of ${runs} interleaved cold loads (ms); A = ${baseA}, B = ${baseB}\n`);
console.log('| page | build | TBT | entry evaluation | style + layout after FCP | busy after FCP | TBT of each run |');
console.log('|---|---|---|---|---|---|---|');
for (const [key, rows] of results) {
  const [path, build] = key.split(' ');
  const m = (field) => Math.round(median(rows.map((r) => r[field])));
  console.log(
    `| ${path} | ${build} | ${m('tbt')} | ${m('evaluation')} | ${m('layout')} | ${m('busy')} | ${rows.map((r) => Math.round(r.tbt)).join(' / ')} |`,
  );
}
