/**
 * Customer support across consoles: a customer's question answered at the staff desk, and a
 * notice published by staff read on the reward site. Each actor has its own browser context.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { AccountName, SiteName } from '../support/accounts';
import { openAs, urlOf } from '../support/helpers';

/** A page of its own (its own browser context) for `account`, logged in through the API and open on `path`. */
async function actor(browser: Browser, site: SiteName, account: AccountName, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openAs(page, site, account, path);
  return page;
}

test('a customer asks a question, staff answers on /admin/questions, the customer reads the answer', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const title = `충전 포인트 확인 요청 ${stamp}`;
  const answerText = `입금 확인 후 300,000P 충전 처리했습니다. (${stamp})`;

  const customer = await actor(browser, 'default', 'customer', '/questions');
  await expect(customer.getByRole('heading', { level: 1, name: '1:1 문의' })).toBeVisible();
  await customer.getByRole('button', { name: '문의하기' }).click();
  const ask = customer.getByTestId('ask-question-dialog');
  await ask.getByRole('combobox').selectOption('POINT');
  await ask.getByPlaceholder('문의 제목을 입력하세요').fill(title);
  await ask.getByPlaceholder(/문의하실 내용/).fill('어제 입금했는데 포인트가 아직 반영되지 않았습니다.');
  await ask.getByRole('button', { name: '등록' }).click();
  // The new question opens as a thread, still waiting for an answer.
  const thread = customer.getByTestId('question-dialog');
  await expect(thread.getByRole('heading', { name: title })).toBeVisible();
  await expect(thread.getByText('아직 답변이 없습니다.', { exact: false })).toBeVisible();
  await customer.keyboard.press('Escape');
  await expect(customer.getByRole('row', { name: new RegExp(title) })).toContainText('답변 대기');

  const staff = await actor(browser, 'default', 'admin', '/admin/questions');
  await staff.getByRole('button', { name: '답변 대기' }).click();
  await staff.getByRole('row', { name: new RegExp(title) }).click();
  const desk = staff.getByTestId('question-dialog');
  await expect(desk.getByTestId('question-body')).toContainText('포인트가 아직 반영되지 않았습니다');
  await desk.getByPlaceholder('고객에게 보낼 답변을 입력하세요.').fill(answerText);
  await desk.getByRole('button', { name: '답변 등록' }).click();
  await expect(desk.getByTestId('staff-answer')).toContainText(answerText);

  await customer.reload();
  const row = customer.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('답변 완료');
  await row.click();
  const answered = customer.getByTestId('question-dialog').getByTestId('staff-answer');
  await expect(answered).toContainText('고객센터');
  await expect(answered).toContainText(answerText);
});

test('staff publishes a notice on /admin/notice; a hub client reads it on the reward site', async ({ browser }) => {
  const title = `리워드 정산 일정 안내 ${Date.now().toString(36)}`;

  const staff = await actor(browser, 'default', 'admin', '/admin/notice');
  await staff.getByRole('link', { name: '공지 작성' }).click();
  await expect(staff).toHaveURL(/\/admin\/notice\/new$/);
  await staff.getByRole('textbox', { name: '제목' }).fill(title);
  await staff
    .getByRole('textbox', { name: '본문' })
    .fill(
      '<p>이번 달 정산은 <strong>25일</strong>에 진행됩니다.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
    );
  await staff.getByText('목록 상단에 고정').click();
  await staff.getByRole('button', { name: '저장' }).click();
  await expect(staff).toHaveURL(/\/admin\/notice\/\d+$/);
  const id = /\/admin\/notice\/(\d+)$/.exec(staff.url())![1];

  const hubclient = await actor(browser, 'reward', 'hubclient', '/notice');
  await expect(hubclient.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  // Pinned, so it is on the first page, before the unpinned notices.
  const row = hubclient.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('공지');
  await row.click();
  await expect(hubclient).toHaveURL(urlOf('reward', `/notice/${id}`));
  await expect(hubclient.getByTestId('notice-title')).toHaveText(title);
  await expect(hubclient.getByTestId('notice-body').locator('strong')).toHaveText('25일');
  expect(await hubclient.getByTestId('notice-body').innerHTML()).not.toMatch(/script|onerror/);
  expect(await hubclient.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();

  // A direct visit to /notice/{id} works too.
  await hubclient.goto(urlOf('reward', `/notice/${id}`));
  await expect(hubclient.getByTestId('notice-title')).toHaveText(title);
  await hubclient.getByRole('link', { name: '목록으로' }).click();
  await expect(hubclient).toHaveURL(urlOf('reward', '/notice'));
});
