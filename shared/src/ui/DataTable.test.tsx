import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { i18n } from '../i18n';
import { DataTable, type DataTableColumn } from './DataTable';
import { NurlyProvider } from './NurlyProvider';

type Row = { id: number; name: string; amount: number };
const rows: Row[] = [
  { id: 1, name: '가', amount: 3000 },
  { id: 2, name: '나', amount: 1000 },
  { id: 3, name: '다', amount: 2000 },
];
const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: '이름', sortable: true },
  { key: 'amount', header: '금액', sortable: 'point', align: 'end' },
  { key: 'memo', header: '메모', cell: (row) => `메모${row.id}` },
];

const renderTable = (ui: React.ReactNode) => render(<NurlyProvider variant="default">{ui}</NurlyProvider>);
const bodyNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

afterEach(async () => {
  localStorage.clear();
  await act(() => i18n.changeLanguage('ko'));
});

describe('DataTable sorting', () => {
  /** The three rows as the one page of a server-paged table. */
  const onePage = { columns, rows, total: 3, page: 1, pageSize: 10, onPageChange: () => undefined };

  it('cycles a sortable header asc → desc → none on the server ordering field, with aria-sort', async () => {
    const user = userEvent.setup();
    const orderings: string[] = [];
    function ServerSorted() {
      const [ordering, setOrdering] = useState('');
      return (
        <DataTable<Row>
          {...onePage}
          ordering={ordering}
          onOrderingChange={(next) => {
            orderings.push(next);
            setOrdering(next);
          }}
          getRowId={(row) => row.id}
        />
      );
    }
    renderTable(<ServerSorted />);
    const amountHeader = screen.getByRole('columnheader', { name: /금액/ });
    expect(amountHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: '메모' })).not.toHaveAttribute('aria-sort');

    await user.click(within(amountHeader).getByRole('button'));
    expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(amountHeader).getByRole('button'));
    expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(amountHeader).getByRole('button'));
    expect(amountHeader).toHaveAttribute('aria-sort', 'none');
    // The column's server field ('point'), not its key; server mode leaves the rows in the server's order.
    expect(orderings).toEqual(['point', '-point', '']);
    expect(bodyNames()).toEqual(['가', '나', '다']);
  });

  it('reads a descending ordering from the URL form and sorts locally without a server', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTable(<DataTable<Row> {...onePage} ordering="-name" onOrderingChange={() => undefined} />);
    expect(screen.getByRole('columnheader', { name: /이름/ })).toHaveAttribute('aria-sort', 'descending');
    unmount();

    renderTable(<DataTable<Row> columns={columns} rows={rows} />);
    await user.click(within(screen.getByRole('columnheader', { name: /금액/ })).getByRole('button'));
    expect(bodyNames()).toEqual(['나', '다', '가']);
    await user.click(within(screen.getByRole('columnheader', { name: /금액/ })).getByRole('button'));
    expect(bodyNames()).toEqual(['가', '다', '나']);
  });
});

describe('DataTable selection', () => {
  it('selects rows one by one or all on the page and hands them to bulk actions', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    const onRowClick = jest.fn();
    renderTable(
      <DataTable<Row>
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        selectable
        onRowClick={onRowClick}
        onSelectionChange={onSelectionChange}
        bulkActions={(selected) => <button type="button">{`삭제 ${selected.map((r) => r.name).join('')}`}</button>}
      />,
    );
    expect(screen.queryByTestId('table-bulk-actions')).not.toBeInTheDocument();
    const rowBoxes = screen.getAllByRole('checkbox', { name: '행 선택' });
    expect(rowBoxes).toHaveLength(3);

    await user.click(rowBoxes[1]);
    expect(onRowClick).not.toHaveBeenCalled();
    expect(onSelectionChange).toHaveBeenLastCalledWith(['2'], [rows[1]]);
    expect(screen.getByTestId('table-bulk-actions')).toHaveTextContent('1개 선택됨');
    expect(screen.getByRole('button', { name: '삭제 나' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '이 페이지의 모든 행 선택' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['1', '2', '3'], rows);
    expect(screen.getByRole('button', { name: '삭제 가나다' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '이 페이지의 모든 행 선택' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([], []);
  });

  it('drops rows that leave the page from the selection', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    const { rerender } = renderTable(
      <DataTable<Row> columns={columns} rows={rows} getRowId={(row) => row.id} selectable onSelectionChange={onSelectionChange} />,
    );
    await user.click(screen.getAllByRole('checkbox', { name: '행 선택' })[0]);
    await user.click(screen.getAllByRole('checkbox', { name: '행 선택' })[2]);
    expect(onSelectionChange).toHaveBeenLastCalledWith(['1', '3'], [rows[0], rows[2]]);
    rerender(
      <NurlyProvider variant="default">
        <DataTable<Row>
          columns={columns}
          rows={rows.slice(1)}
          getRowId={(row) => row.id}
          selectable
          onSelectionChange={onSelectionChange}
        />
      </NurlyProvider>,
    );
    expect(onSelectionChange).toHaveBeenLastCalledWith(['3'], [rows[2]]);
  });
});

describe('DataTable columns menu', () => {
  it('hides and shows columns and remembers the choice under the storage key', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTable(<DataTable<Row> columns={columns} rows={rows} columnMenu storageKey="test-list" />);
    expect(screen.getByRole('columnheader', { name: '메모' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '표시할 열' }));
    const memoItem = await screen.findByRole('menuitemcheckbox', { name: '메모' });
    expect(memoItem).toHaveAttribute('aria-checked', 'true');
    await user.click(memoItem);
    expect(screen.queryByRole('columnheader', { name: '메모' })).not.toBeInTheDocument();
    expect(screen.queryByText('메모1')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('nurly.table.test-list') ?? '[]')).toEqual(['memo']);
    unmount();

    renderTable(<DataTable<Row> columns={columns} rows={rows} columnMenu storageKey="test-list" />);
    expect(screen.queryByRole('columnheader', { name: '메모' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /이름/ })).toBeInTheDocument();
  });

  it('starts with `hidden` columns hidden and shows the English texts', async () => {
    renderTable(<DataTable<Row> columns={[...columns.slice(0, 2), { ...columns[2], hidden: true }]} rows={[]} columnMenu />);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.queryByRole('columnheader', { name: '메모' })).not.toBeInTheDocument();
    expect(screen.getByText('no records found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument();
  });
});

describe('DataTable footer', () => {
  it('tells no range before the first answer, then the range of the rows', () => {
    const paged = { columns, total: 3, page: 1, pageSize: 10, onPageChange: () => undefined } as const;
    const { rerender } = renderTable(<DataTable<Row> {...paged} rows={[]} total={undefined} loading />);
    expect(screen.getByTestId('table-range')).toHaveTextContent(/^$/);
    rerender(
      <NurlyProvider variant="default">
        <DataTable<Row> {...paged} rows={rows} />
      </NurlyProvider>,
    );
    expect(screen.getByTestId('table-range')).toHaveTextContent('1–3 / 총 3건');
  });
});

describe('DataTable on phones', () => {
  it('each cell carries its column name for the card layout, and the table keeps its roles', async () => {
    renderTable(
      <DataTable<Row>
        columns={[...columns, { key: 'actions', header: <span>관리</span>, label: '관리', cell: () => '삭제' }]}
        rows={rows}
        selectable
      />,
    );
    const [header, first] = await screen.findAllByRole('row');
    expect(within(header).getAllByRole('columnheader')).toHaveLength(5);
    const cells = within(first).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['행 선택', '이름', '금액', '메모', '관리']);
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});

describe('DataTable headers', () => {
  it('names a column without a title (row actions) for screen readers: its label, else 관리', () => {
    const withActions: DataTableColumn<Row>[] = [
      ...columns,
      { key: 'actions', header: '', cell: () => '수정' },
      { key: 'more', header: '', label: '더보기', cell: () => '…' },
    ];
    renderTable(<DataTable<Row> columns={withActions} rows={rows} />);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(-2)).toEqual(['관리', '더보기']);
    // The phone cards name those cells the same way.
    const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.slice(-2).map((cell) => cell.getAttribute('data-label'))).toEqual(['관리', '더보기']);
  });
});

describe('DataTable reports', () => {
  it('a long report scrolls inside its height (from 48em up) with the header row kept in view', async () => {
    renderTable(<DataTable<Row> columns={columns} rows={rows} hideFooter maxHeight="70vh" />);
    const scroll = await screen.findByTestId('table-scroll');
    expect(scroll).toContainElement(screen.getByRole('table'));
    // Scrolling on its own, it takes the keyboard's focus (WCAG 2.1.1; axe scrollable-region-focusable).
    expect(scroll).toHaveAttribute('tabindex', '0');
    // Chakra's stickyHeader variant: the header row's rule (jsdom applies no layout; the rule is what is tested).
    const css = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText));
    expect(css.some((rule) => /:where\(tr\)[^{]*\{[^}]*position: ?sticky/.test(rule))).toBe(true);
  });
});
