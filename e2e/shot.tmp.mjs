import { chromium } from '@playwright/test';
const [,, who, ...steps] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const base = 'http://127.0.0.1:3952';
if (who && who !== '-') {
  await page.goto(base + '/test');
  await page.getByRole('button', { name: `Войти как ${who}` }).click();
  await page.getByText(`Вы вошли как ${who}`).waitFor();
}
for (const step of steps) {
  const [kind, arg, out] = step.split('|');
  if (kind === 'go') { await page.goto(base + arg); await page.waitForTimeout(1500); }
  if (kind === 'click') { await page.getByRole('button', { name: arg }).first().click(); await page.waitForTimeout(800); }
  if (kind === 'shot') await page.screenshot({ path: arg, fullPage: out === 'full' });
}
await browser.close();
