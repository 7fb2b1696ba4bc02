// Screenshots of the store at a phone viewport in ru-RU and ar-AR (SCREENS_LOCALES=ru-RU,en-US,ar-AR for others), for a
// person to look at.
//   node e2e/scripts/screens.mjs http://127.0.0.1:3000 /tmp/screens / /catalog /product/1
// SCREENS_LOGIN='Алексей Продавцов' logs in as that demo user on /test first (DEMO=1).
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const [base = 'http://127.0.0.1:3000', out = '/tmp/screens', ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const locales = (process.env.SCREENS_LOCALES ?? 'ru-RU,ar-AR').split(',');
for (const locale of locales) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale });
  await context.addInitScript((l) => window.localStorage.setItem('locale', l), locale);
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') console.error(`[${locale}] console: ${m.text()}`);
  });
  if (process.env.SCREENS_LOGIN) {
    await page.goto(`${base}/test`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: new RegExp(process.env.SCREENS_LOGIN) }).click();
    await page.waitForLoadState('networkidle');
  }
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const file = `${out}/${locale}${path.replace(/[^a-z0-9]+/gi, '_') || '_'}.png`;
    await page.screenshot({ path: file });
    console.log(file);
  }
  await context.close();
}
await browser.close();
