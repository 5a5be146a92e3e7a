import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeAllConfirmDialogs, confirmDialog } from './ConfirmDialog';
import { sanitizeHtml } from './sanitize';
import { NurlyProvider } from './NurlyProvider';

function renderHost() {
  return render(
    <NurlyProvider variant="default">
      <p>page</p>
    </NurlyProvider>,
  );
}

async function open(options: Parameters<typeof confirmDialog>[0]) {
  let result!: Promise<boolean>;
  act(() => {
    result = confirmDialog(options);
  });
  await screen.findByText(options.title);
  return result;
}

afterEach(() => act(() => closeAllConfirmDialogs()));

describe('confirmDialog', () => {
  it('confirms with Enter', async () => {
    const user = userEvent.setup();
    renderHost();
    const result = open({ title: '삭제하시겠습니까?', html: '<b>되돌릴 수 없습니다.</b>' });
    await screen.findByText('되돌릴 수 없습니다.');
    // Keys reach the dialog once it has taken the focus (a frame after it opens).
    await waitFor(() => expect(screen.getByTestId('confirm-dialog')).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Enter}');
    await expect(result).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByText('삭제하시겠습니까?')).not.toBeInTheDocument());
  });

  it('shows 취 소 / 확 인; cancel runs the callback and resolves false', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    renderHost();
    const result = open({ title: '취소 확인', onCancel });
    expect(await screen.findByRole('button', { name: '확 인' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '취 소' }));
    await expect(result).resolves.toBe(false);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('confirms with the 확 인 button without calling the cancel callback', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    renderHost();
    const result = open({ title: '진행할까요?', onCancel });
    await user.click(await screen.findByRole('button', { name: '확 인' }));
    await expect(result).resolves.toBe(true);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('is persistent: Escape and outside clicks do not close it', async () => {
    const user = userEvent.setup();
    renderHost();
    const result = open({ title: '계속하시겠습니까?' });
    await user.keyboard('{Escape}');
    // The modal sets pointer-events: none outside it; dispatch the outside press directly.
    fireEvent.pointerDown(document.body);
    fireEvent.mouseDown(document.body);
    fireEvent.click(document.body);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('계속하시겠습니까?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '확 인' }));
    await expect(result).resolves.toBe(true);
  });

  it('sanitises the HTML body', async () => {
    renderHost();
    const result = open({
      title: '경고',
      html: '<p id="msg">안전<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:alert(1)">링크</a></p>',
    });
    const paragraph = await screen.findByText('안전', { exact: false });
    expect(paragraph.innerHTML).not.toContain('onerror');
    expect(paragraph.innerHTML).not.toContain('script');
    expect(paragraph.innerHTML).not.toContain('javascript:');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    await expect(sanitizeHtml('<b onclick="x()">굵게</b>')).resolves.toBe('<b>굵게</b>');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '확 인' }));
    await result;
  });

  it('queues dialogs and shows them one at a time', async () => {
    const user = userEvent.setup();
    renderHost();
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = confirmDialog({ title: '첫 번째' });
      second = confirmDialog({ title: '두 번째' });
    });
    await screen.findByText('첫 번째');
    expect(screen.queryByText('두 번째')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '취 소' }));
    await expect(first).resolves.toBe(false);
    await screen.findByText('두 번째');
    await user.keyboard('{Enter}');
    await expect(second).resolves.toBe(true);
  });
});
