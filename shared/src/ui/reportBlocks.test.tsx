import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api/errors';
import { renderRemote } from '../testing';
import { CopyButton } from './CopyButton';
import { DialogShell } from './DialogShell';
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from './FilterBar';
import { StatusBadge } from './StatusBadge';

jest.setTimeout(30_000);

describe('FilterBar', () => {
  it('labels its controls, puts the end at the right and shows the server’s refusal under the row', async () => {
    const user = userEvent.setup();
    const onStatus = jest.fn();
    const onFrom = jest.fn();
    const onSearch = jest.fn();
    renderRemote(
      <FilterBar
        end={<button type="button">내보내기</button>}
        error={new ApiError({ status: 400, message: '기간은 92일 이내로 선택해주세요.' })}
        errorTestId="range-error"
      >
        <SearchFilter hideLabel label="검색" placeholder="아이디 검색" value="" onChange={onSearch} testId="search" />
        <SelectFilter
          label="상태"
          allLabel="전체 상태"
          options={[{ value: 'OPEN', label: '진행 중' }]}
          value=""
          onChange={onStatus}
          testId="status"
        />
        <DateFilter label="시작일" value="2026-11-01" onChange={onFrom} testId="from" />
      </FilterBar>,
    );
    expect(screen.getByText('상태')).toBeInTheDocument();
    expect(screen.queryByText('검색')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '검색' })).toHaveAttribute('placeholder', '아이디 검색');
    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), 'OPEN');
    expect(onStatus).toHaveBeenCalledWith('OPEN');
    expect(
      within(screen.getByTestId('status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['전체 상태', '진행 중']);
    await user.type(screen.getByTestId('search'), 'a');
    expect(onSearch).toHaveBeenCalledWith('a');
    expect(screen.getByTestId('from')).toHaveValue('2026-11-01');
    expect(screen.getByTestId('range-error')).toHaveTextContent('기간은 92일 이내로 선택해주세요.');
  });
});

describe('StatusBadge', () => {
  it('colours the status from the tone map and falls back to gray', () => {
    const tones = { PAID: 'green', DRAFT: 'gray' } as Record<string, string>;
    renderRemote(
      <>
        <StatusBadge status="PAID" tones={tones} testId="paid" title="입금 확인">
          입금 완료
        </StatusBadge>
        <StatusBadge status="UNKNOWN" tones={tones} testId="unknown">
          알 수 없음
        </StatusBadge>
      </>,
    );
    expect(screen.getByTestId('paid')).toHaveTextContent('입금 완료');
    expect(screen.getByTestId('paid')).toHaveAttribute('data-status', 'PAID');
    expect(screen.getByTestId('paid')).toHaveAttribute('title', '입금 확인');
    expect(screen.getByTestId('unknown')).toHaveAttribute('data-status', 'UNKNOWN');
  });
});

describe('DialogShell', () => {
  it('shows title, body, cancel and confirm; busy spins the confirm and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const onConfirm = jest.fn();
    renderRemote(
      <DialogShell
        open
        onClose={onClose}
        title="광고 일시정지"
        confirm={{ label: '일시정지', onConfirm, testId: 'confirm' }}
        testId="shell"
      >
        사유를 확인해주세요.
      </DialogShell>,
    );
    const dialog = await screen.findByTestId('shell');
    expect(dialog).toHaveTextContent(/광고 일시정지.*사유를 확인해주세요\./);
    await user.click(within(dialog).getByTestId('confirm'));
    expect(onConfirm).toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '취 소' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('while busy: the confirm spins, cancel is disabled and Escape does not close', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderRemote(
      <DialogShell
        open
        onClose={onClose}
        title="광고 일시정지"
        confirm={{ label: '일시정지', onConfirm: jest.fn(), testId: 'confirm' }}
        busy
        testId="shell"
      >
        사유를 확인해주세요.
      </DialogShell>,
    );
    const dialog = await screen.findByTestId('shell');
    expect(within(dialog).getByRole('button', { name: '취 소' })).toBeDisabled();
    expect(within(dialog).getByTestId('confirm')).toHaveAttribute('data-loading');
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('without a footer when there is no cancel, confirm or action', async () => {
    renderRemote(
      <DialogShell open onClose={jest.fn()} title="충전" cancelLabel={false} testId="shell">
        본문
      </DialogShell>,
    );
    const dialog = await screen.findByTestId('shell');
    expect(within(dialog).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('CopyButton', () => {
  it('copies the text and says so; a refused clipboard is said too', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRemote(
      <CopyButton text={() => 'abc-123'} testId="copy">
        키 복사
      </CopyButton>,
    );
    await user.click(screen.getByTestId('copy'));
    expect(writeText).toHaveBeenCalledWith('abc-123');
    expect(await screen.findByText('클립보드에 복사했습니다.')).toBeInTheDocument();
    await user.click(screen.getByTestId('copy'));
    expect(await screen.findByText('클립보드에 복사하지 못했습니다.')).toBeInTheDocument();
  });
});
