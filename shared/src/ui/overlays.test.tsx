import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../i18n';
import { DataTable, PAGE_SIZE_OPTIONS } from './DataTable';
import { Icon, iconNames } from './Icon';
import { hideLoading, showLoading } from './LoadingOverlay';
import { NurlyProvider } from './NurlyProvider';
import { EmptyState, PageHeader } from './PageHeader';
import { notify, removeAllToasts, TOAST_DURATION_MS } from './toast';

function renderWith(children: React.ReactNode) {
  return render(<NurlyProvider variant="default">{children}</NurlyProvider>);
}

afterEach(async () => {
  act(() => {
    hideLoading();
    removeAllToasts();
  });
  await act(() => i18n.changeLanguage('ko'));
});

describe('loading overlay', () => {
  it('shows the default text in the current language, or a given text', async () => {
    renderWith(null);
    act(() => showLoading());
    expect(screen.getByTestId('loading-overlay')).toHaveTextContent('요청을 처리하는 중…');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('loading-overlay')).toHaveTextContent('processing request…');
    act(() => hideLoading());
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
    act(() => showLoading('저장 중'));
    expect(screen.getByTestId('loading-overlay')).toHaveTextContent('저장 중');
  });
});

describe('toasts', () => {
  it('shows the default error message for 5000 ms', async () => {
    renderWith(null);
    expect(TOAST_DURATION_MS).toBe(5000);
    act(() => {
      notify.error();
    });
    expect(await screen.findByText('에러가 발생했습니다.')).toBeInTheDocument();
    act(() => {
      notify.success('사이트 추가 완료');
    });
    expect(await screen.findByText('사이트 추가 완료')).toBeInTheDocument();
  });
});

describe('DataTable', () => {
  type Row = { id: number; name: string; amount: number };
  const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `행${i + 1}`, amount: (i + 1) * 1000 }));
  const columns = [
    { key: 'name', header: '이름' },
    { key: 'amount', header: '금액' },
  ];

  it('shows the empty and loading texts of the common namespace', () => {
    const { rerender } = renderWith(<DataTable<Row> columns={columns} rows={[]} />);
    expect(screen.getByText('데이터가 없습니다.')).toBeInTheDocument();
    rerender(
      <NurlyProvider variant="default">
        <DataTable<Row> columns={columns} rows={[]} loading />
      </NurlyProvider>,
    );
    expect(screen.getByText('데이터를 불러오는 중…')).toBeInTheDocument();
  });

  it('pages locally with the 10/25/50/100 sizes and formats numbers', async () => {
    const user = userEvent.setup();
    renderWith(<DataTable<Row> columns={columns} rows={rows} getRowId={(r) => r.id} />);
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 25, 50, 100]);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
    expect(screen.getByText('행10')).toBeInTheDocument();
    expect(screen.queryByText('행11')).not.toBeInTheDocument();
    expect(screen.getByText('10,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(screen.getByText('행11')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox'), '25');
    expect(screen.getByText('행1')).toBeInTheDocument();
    expect(screen.getByText('행12')).toBeInTheDocument();
  });

  it('asks the server for pages when onPageChange is given', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    renderWith(<DataTable<Row> columns={columns} rows={rows.slice(0, 10)} total={35} page={1} pageSize={10} onPageChange={onPageChange} />);
    expect(screen.getByTestId('table-range')).toHaveTextContent('1–10 / 총 35건');
    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});

describe('Icon, PageHeader, EmptyState', () => {
  it('renders every named icon as inline SVG and falls back to the web icon', () => {
    renderWith(
      <>
        {iconNames.map((n) => (
          <Icon key={n} name={n} label={n} />
        ))}
        <Icon name="unknown-icon" label="fallback" />
      </>,
    );
    for (const name of [
      'mdi-web',
      'naver',
      'mdi-google',
      'mdi-star',
      'mdi-heart',
      'mdi-account-tie',
      'mdi-account-group',
      'mdi-file-document',
      'mdi-briefcase',
      'mdi-calendar-check',
      'search',
      'keyword',
      'product',
      'dashboard',
      'question',
      'shopping',
      'place',
      'invoice',
      'sales',
      'members',
      'offerwall',
      'log',
      'point',
      'admin',
      'notice',
      'faq',
      'settings',
      'logout',
      'menu',
      'sun',
      'moon',
    ]) {
      const svg = screen.getByRole('img', { name });
      expect(svg.tagName.toLowerCase()).toBe('svg');
      expect(svg.childElementCount).toBeGreaterThan(0);
    }
    expect(screen.getByRole('img', { name: 'fallback' }).innerHTML).toBe(screen.getByRole('img', { name: 'mdi-web' }).innerHTML);
  });

  it('renders a page header with actions and an empty state with the default text', async () => {
    renderWith(
      <>
        <PageHeader title="공지사항" description="설명" actions={<button type="button">추가</button>} />
        <EmptyState />
      </>,
    );
    expect(screen.getByRole('heading', { name: '공지사항' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '추가' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('데이터가 없습니다.')).toBeInTheDocument());
  });
});
