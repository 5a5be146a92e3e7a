/**
 * A remote team's release, end to end: `pnpm release publish` uploads a second build of mfe-cs whose
 * page text differs, staff make it live on /admin/releases and customers see the new text on their next
 * page; a roll back there brings the old text back; a canary reaches the browsers of its bucket share
 * only (50 %, 100 %, aborted); a build against a @nurly/shared the live shell does not provide is refused
 * at publish with the message naming what to release first, and so is a shell the live remotes cannot run.
 *
 * It changes what the default deployment serves, so it runs in the serial project after every other
 * spec and leaves the first start's release live again.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { accounts } from '../support/accounts';
import { E2E_PORT, openAs } from '../support/helpers';

const workspace = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const builtDist = path.join(workspace, 'mfe-cs', 'dist');
/** The customer's 1:1 문의 page description, in mfe-cs's own chunk. */
const oldText = '궁금한 점을 문의하고 담당자의 답변을 확인합니다.';
const newText = '새 릴리스: 궁금한 점을 남기면 담당자가 답변합니다.';

interface Manifest {
  remote: string;
  version: string;
  shared_range: string;
}

/** A copy of the local build with its text replaced and its release.json changed (a second build). */
function secondBuild(name: string, change: (manifest: Manifest) => Manifest): { dist: string; version: string } {
  const dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nurly-release-')), name);
  fs.cpSync(builtDist, dist, { recursive: true });
  let replaced = 0;
  for (const file of fs.readdirSync(dist)) {
    if (!file.endsWith('.js')) continue;
    const source = fs.readFileSync(path.join(dist, file), 'utf8');
    if (!source.includes(oldText)) continue;
    fs.writeFileSync(path.join(dist, file), source.replaceAll(oldText, newText));
    // Its precompressed copies would still hold the old text.
    for (const suffix of ['.br', '.gz']) fs.rmSync(path.join(dist, file + suffix), { force: true });
    replaced += 1;
  }
  expect(replaced, 'the build holds the page text').toBeGreaterThan(0);
  const manifestPath = path.join(dist, 'release.json');
  const manifest = change(JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest);
  fs.writeFileSync(manifestPath, JSON.stringify(manifest));
  return { dist, version: manifest.version };
}

/** `pnpm release …` as a CI pipeline runs it, against the e2e server as the NURLY_ADMIN demo user. */
function release(...args: string[]): { status: number | null; out: string } {
  const run = spawnSync('pnpm', ['--silent', 'release', ...args], {
    cwd: workspace,
    encoding: 'utf8',
    env: {
      ...process.env,
      NURLY_API: `http://127.0.0.1:${E2E_PORT}`,
      NURLY_USER: accounts.admin.username,
      NURLY_PASSWORD: accounts.admin.password,
    },
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

/** The customer's questions page, opened anew until it shows `text` (the registry answers within its 1 s cache). */
async function expectQuestionsText(page: Page, text: string, absent: string): Promise<void> {
  await expect(async () => {
    await openAs(page, 'default', 'customer', '/questions');
    await expect(page.locator('[data-remote="cs"]')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(text)).toBeVisible({ timeout: 3_000 });
    await expect(page.getByText(absent)).toHaveCount(0);
  }).toPass({ timeout: 45_000 });
}

/** A browser (own cookies) in canary bucket `bucket` (the nurly_bucket cookie /remotes.json reads). */
async function customerInBucket(browser: Browser, bucket: number): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'nurly_bucket', value: String(bucket), domain: 'localhost', path: '/' }]);
  return context.newPage();
}

test.describe.configure({ mode: 'serial' });

const liveVersion = (): string => (JSON.parse(fs.readFileSync(path.join(builtDist, 'release.json'), 'utf8')) as Manifest).version;
const nextVersion = (version: string, tag: string) => `${version}${version.includes('+') ? '.' : '+'}${tag}`;

test('a second build of mfe-cs is published, made live on /admin/releases, seen by customers, and rolled back', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const first = liveVersion();
  const second = secondBuild('v2', (m) => ({ ...m, version: nextVersion(m.version, 'e2e2') }));

  const published = release('publish', 'mfe-cs', '--dist', second.dist);
  expect(published.out).toContain(`cs ${second.version} 릴리스를 게시했습니다.`);
  expect(published.status).toBe(0);
  // Publishing alone changes nothing a customer sees.
  const customer = await (await browser.newContext()).newPage();
  await expectQuestionsText(customer, oldText, newText);

  // Staff activate it for the default deployment through the confirm dialog, which names the change.
  await openAs(page, 'default', 'admin', '/admin/releases');
  await page.getByTestId('release-activate-cs').click();
  const dialog = page.getByTestId('release-dialog');
  await dialog.getByTestId('release-version').selectOption(second.version);
  await expect(dialog.getByTestId('release-change')).toHaveText(`default 배포의 cs: ${first} → ${second.version}`);
  await dialog.getByTestId('release-reason').fill('e2e: 문구 변경');
  await dialog.getByTestId('release-confirm').click();
  await expect(page.getByText(`cs ${second.version}을(를) 라이브로 배포했습니다.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await expectQuestionsText(customer, newText, oldText);

  // One action back: the previous live release, for everyone.
  await page.getByTestId('release-rollback-cs').click();
  await expect(dialog.getByTestId('release-change')).toHaveText(`default 배포의 cs: ${second.version} → ${first}`);
  await dialog.getByTestId('release-confirm').click();
  await expect(page.getByText(`cs을(를) ${first}(으)로 되돌렸습니다.`)).toBeVisible();
  await expectQuestionsText(customer, oldText, newText);

  // The history shows both changes with who made them and why.
  const history = page.getByRole('table').last();
  await expect(
    history
      .getByRole('row')
      .filter({ hasText: `${first} → ${second.version}` })
      .filter({ hasText: 'e2e: 문구 변경' }),
  ).toBeVisible();
  await expect(
    history
      .getByRole('row')
      .filter({ hasText: '롤백' })
      .filter({ hasText: `${second.version} → ${first}` }),
  ).toBeVisible();
});

test('a canary reaches only the browsers of its share: 50 %, 100 %, then aborted', async ({ browser }) => {
  test.setTimeout(180_000);
  const second = nextVersion(liveVersion(), 'e2e2');
  const inCanary = await customerInBucket(browser, 10);
  const outside = await customerInBucket(browser, 90);

  expect(release('activate', 'cs', second, '--deployment', 'default', '--canary', '50').status).toBe(0);
  await expectQuestionsText(inCanary, newText, oldText);
  await expectQuestionsText(outside, oldText, newText);

  expect(release('activate', 'cs', second, '--deployment', 'default', '--canary', '100').status).toBe(0);
  await expectQuestionsText(outside, newText, oldText);
  await expectQuestionsText(inCanary, newText, oldText);

  const aborted = release('abort', 'cs', '--deployment', 'default', '--reason', 'e2e');
  expect(aborted.out).toContain('cs 카나리를 중단했습니다.');
  await expectQuestionsText(inCanary, oldText, newText);
  await expectQuestionsText(outside, oldText, newText);
});

test('a build against a @nurly/shared the live shell does not provide is refused at publish, naming what to release first', async () => {
  const incompatible = secondBuild('v3', (m) => ({ ...m, version: nextVersion(m.version, 'e2e3'), shared_range: '^9.0.0' }));
  const refused = release('publish', 'cs', '--dist', incompatible.dist);
  expect(refused.status).toBe(1);
  expect(refused.out).toMatch(
    /셸\(@nurly\/shared [0-9.]+\)이 이 릴리스의 범위\(\^9\.0\.0\)를 만족하지 않습니다\. 셸을 먼저 배포해야 합니다\./,
  );
  const list = release('list', 'cs');
  expect(list.status).toBe(0);
  expect(list.out).not.toContain(incompatible.version);

  // The other way round: a shell of the next @nurly/shared minor would leave the live remotes unloadable.
  const shell = release('check-shell');
  expect(shell.out).toMatch(/셸\(@nurly\/shared [0-9.]+\)은 배포 중인 모든 리모트를 불러올 수 있습니다\./);
  expect(shell.status).toBe(0);
  const nextShell = release('check-shell', '--shared', '99.0.0');
  expect(nextShell.status).toBe(1);
  expect(nextShell.out).toContain('셸(@nurly/shared 99.0.0)로는 배포 중인 리모트를 불러올 수 없습니다: ');
  expect(nextShell.out).toMatch(/cs [^ ]+ \(\^[0-9.]+; default, hub, reward\)/);
});
