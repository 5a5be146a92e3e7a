// Temporary manual check by the host-shell engineer (deleted after use).
import { chromium } from '@playwright/test';
const base = process.argv[2] ?? 'http://localhost:18081';
const steps = JSON.parse(process.argv[3] ?? '[]');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const [vw, vh] = (process.env.VIEWPORT ?? '1440x900').split('x').map(Number);
const page = await browser.newPage({ viewport: { width: vw, height: vh } });
const manifests = [];
page.on('request', (r) => { if (r.url().includes('mf-manifest') || r.url().includes('remoteEntry')) manifests.push(r.url()); });
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text().slice(0, 300)); });
page.on('response', (r) => { if (r.status() >= 400) console.log('http', r.status(), r.url()); });
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('dialog', async (d) => { console.log('dialog', d.message()); await d.accept(); });
let blocked = process.env.BLOCK ? new RegExp(process.env.BLOCK) : null;
await page.route('**/remotes/**', (r) => (blocked && blocked.test(r.request().url()) ? r.abort() : r.continue()));
await page.goto(base, { waitUntil: 'networkidle' });
for (const [i, step] of steps.entries()) {
  if (step.goto) await page.goto(base + step.goto, { waitUntil: 'networkidle' });
  if (step.login) {
    await page.goto(base + '/login', { waitUntil: 'networkidle' });
    await page.fill('input[name=username]', step.login[0]);
    await page.fill('input[name=password]', step.login[1]);
    await page.click('button[type=submit]');
    await page.waitForTimeout(2500);
  }
  if (step.unblock) blocked = null;
  if (step.text) console.log('text', JSON.stringify((await page.locator(step.text).allInnerTexts()).join(' | ').slice(0, 300)));
  if (step.press) await page.keyboard.press(step.press);
  if (step.type) await page.keyboard.type(step.type);
  if (step.click) await page.click(step.click);
  if (step.wait) await page.waitForTimeout(step.wait);
  if (step.shot) await page.screenshot({ path: `/tmp/host-e2e/${step.shot}.png` });
  console.log('step', i, page.url(), '|', await page.title());
}
await page.screenshot({ path: '/tmp/host-e2e/final.png' });
console.log('url', page.url(), 'title', await page.title());
console.log('manifests', [...new Set(manifests.map((u) => new URL(u).pathname))].join(' '));
await browser.close();
