/**
 * Forms (react-hook-form fields in FormDialog): no error on first paint, the Korean
 * required message under the field at fault after a submit, nothing sent while a field is wrong,
 * then a valid submit saves, toasts and refreshes the list on the same page (no reload).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAs } from '../support/helpers';
import { listRows } from '../support/lists';

/**
 * The label, control and error of one form field (Chakra's Field root, role group), found by its
 * control. `control` is matched inside each field, so it must be a page-level locator.
 */
function fieldOf(dialog: Locator, control: Locator): Locator {
  return dialog.getByRole('group').filter({ has: control });
}

/** A toast with this text (top-end of the page). */
function toast(page: Page, text: string): Locator {
  return page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
}

/** Marks the document, so a later check can tell that the page was not reloaded in between. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument = true;
  });
  return () => page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument === true);
}

/** Counts the API calls of one method and path (a refused form must send nothing). */
function countRequests(page: Page, method: string, path: RegExp): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

test("customer's ask-question dialog: required messages under their fields, then the question is listed", async ({ page }) => {
  const title = `폼 검증 문의 ${Date.now().toString(36)}`;
  await openAs(page, 'default', 'customer', '/questions');
  await expect(page.getByRole('heading', { level: 1, name: '1:1 문의' })).toBeVisible();
  await expect(listRows(page).first()).toBeVisible();
  const sameDocument = await markDocument(page);
  const posts = countRequests(page, 'POST', /\/api\/cs\/questions$/);

  await page.getByRole('button', { name: '문의하기' }).click();
  const dialog = page.getByTestId('ask-question-dialog');
  const titleInput = dialog.getByPlaceholder('문의 제목을 입력하세요');
  const bodyInput = dialog.getByPlaceholder(/문의하실 내용/);
  await expect(titleInput).toBeVisible();

  // First paint: nothing is wrong yet.
  await expect(dialog.getByText('제목을 입력해주세요.')).toHaveCount(0);
  await expect(dialog.getByText('내용을 입력해주세요.')).toHaveCount(0);
  await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(0);

  // Submitting empty: each required message under its own field, nothing sent.
  await dialog.getByRole('button', { name: '등록' }).click();
  await expect(fieldOf(dialog, page.getByPlaceholder('문의 제목을 입력하세요')).getByTestId('title-error')).toHaveText(
    '제목을 입력해주세요.',
  );
  await expect(fieldOf(dialog, page.getByPlaceholder(/문의하실 내용/)).getByTestId('body-error')).toHaveText('내용을 입력해주세요.');
  await expect(titleInput).toHaveAttribute('aria-invalid', 'true');
  await expect(bodyInput).toHaveAttribute('aria-invalid', 'true');

  // Fixing the title clears its message at once; spaces alone are still no content.
  await titleInput.fill(title);
  await expect(dialog.getByTestId('title-error')).toHaveCount(0);
  await bodyInput.fill('   ');
  await dialog.getByRole('button', { name: '등록' }).click();
  await expect(fieldOf(dialog, page.getByPlaceholder(/문의하실 내용/)).getByTestId('body-error')).toHaveText('내용을 입력해주세요.');
  expect(posts()).toBe(0);

  await bodyInput.fill('폼 검증 후 등록되는 문의입니다.');
  await expect(dialog.getByTestId('body-error')).toHaveCount(0);
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/cs\/questions$/.test(r.url()));
  await dialog.getByRole('button', { name: '등록' }).click();
  expect((await created).status()).toBe(201);
  expect(posts()).toBe(1);
  await expect(toast(page, '문의가 등록되었습니다.')).toBeVisible();

  // The new question opens as its thread; closed, it is in the list — fetched again, not reloaded.
  const thread = page.getByTestId('question-dialog');
  await expect(thread.getByRole('heading', { name: title })).toBeVisible();
  // On a loaded machine the first Escape can land before the dialog has taken focus: press until it closes.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(thread).toBeHidden({ timeout: 2_000 });
  }).toPass();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('답변 대기');
  expect(await sameDocument()).toBe(true);

  // Asking again starts from an empty form without errors.
  await page.getByRole('button', { name: '문의하기' }).click();
  await expect(titleInput).toHaveValue('');
  await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(0);
  await dialog.getByRole('button', { name: '취 소' }).click();
  await expect(dialog).toBeHidden();
});

test('staff FAQ dialog on /admin/faq: required and markup-only answers refused, saved FAQ listed, deleted with the server message', async ({
  page,
}) => {
  const question = `폼 검증 FAQ ${Date.now().toString(36)}`;
  await openAs(page, 'default', 'admin', '/admin/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ 관리' })).toBeVisible();
  await expect(listRows(page).first()).toBeVisible();
  const sameDocument = await markDocument(page);
  const posts = countRequests(page, 'POST', /\/api\/cs\/faq$/);

  await page.getByRole('button', { name: 'FAQ 등록' }).click();
  const dialog = page.getByTestId('faq-dialog');
  await expect(dialog.getByRole('heading', { name: 'FAQ 등록' })).toBeVisible();
  const questionInput = dialog.getByRole('textbox', { name: /질문/ });
  const answerInput = dialog.getByRole('textbox', { name: /답변/ });
  const orderInput = dialog.getByRole('textbox', { name: /순서/ });
  await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(dialog.getByText('질문을 입력해주세요.')).toHaveCount(0);

  // Touching a field and leaving it empty shows its message; the untouched one stays quiet.
  await questionInput.focus();
  await answerInput.focus();
  await expect(fieldOf(dialog, page.getByRole('textbox', { name: /질문/ })).getByTestId('question-error')).toHaveText(
    '질문을 입력해주세요.',
  );
  await expect(dialog.getByTestId('answer-error')).toHaveCount(0);

  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(fieldOf(dialog, page.getByRole('textbox', { name: /답변/ })).getByTestId('answer-error')).toHaveText('답변을 입력해주세요.');

  // Markup alone is no answer either.
  await questionInput.fill(question);
  await expect(dialog.getByTestId('question-error')).toHaveCount(0);
  await answerInput.fill('<p> </p>');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(fieldOf(dialog, page.getByRole('textbox', { name: /답변/ })).getByTestId('answer-error')).toHaveText('답변을 입력해주세요.');
  expect(posts()).toBe(0);

  await answerInput.fill('<p>폼 검증을 통과한 <strong>답변</strong>입니다.</p>');
  // Order 1 puts it before the seeded FAQs (10, 20, …), on the first page.
  await orderInput.fill('1');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(toast(page, 'FAQ가 저장되었습니다.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(posts()).toBe(1);
  const row = page.getByRole('row').filter({ hasText: question });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveText('1');
  expect(await sameDocument()).toBe(true);

  // Delete: confirm, then the server's own message is what the toast says.
  await row.getByRole('button', { name: '삭제' }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText(question);
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && /\/api\/cs\/faq\/\d+$/.test(r.url()));
  await confirm.getByRole('button', { name: '확 인' }).click();
  const { message } = (await (await deleted).json()) as { message: string };
  expect(message).toBeTruthy();
  await expect(toast(page, message)).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await sameDocument()).toBe(true);
});

test('rank lookup on /keyword/naver-shopping: the server 400 { field, message } lands under the field at fault, not in a toast', async ({
  page,
}) => {
  await openAs(page, 'default', 'customer', '/keyword/naver-shopping');
  await expect(page.getByRole('heading', { level: 1, name: '네이버 쇼핑 순위 조회' })).toBeVisible();
  const form = page.getByTestId('rank-lookup-form');
  const urlInput = form.getByRole('textbox', { name: /상품 URL 또는 MID/ });
  await expect(urlInput).toBeVisible();
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);

  // A web address the client accepts (it is filled in) but that names no product: only the server can tell.
  await urlInput.fill('https://example.com/shop/about-us');
  await form.getByRole('textbox', { name: /^키워드/ }).fill('서버 검증 키워드');
  const refused = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/naver/keywords/rank');
  await form.getByRole('button', { name: '순위 조회' }).click();
  const response = await refused;
  expect(response.status()).toBe(400);
  const { field, message } = (await response.json()) as { field?: string; message: string };
  expect(field).toBe('url');
  expect(message).toMatch(/[가-힣]/);

  await expect(fieldOf(form, page.getByRole('textbox', { name: /상품 URL 또는 MID/ })).getByTestId('url-error')).toHaveText(message);
  await expect(urlInput).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByTestId('keywords-error')).toHaveCount(0);
  await expect(toast(page, message)).toHaveCount(0);
});
