import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, lastRequest, pageOf, renderRemote, sentRequests } from '../testing';
import { DataTable } from '../ui/DataTable';
import { formatOrdering, parseOrdering } from './ordering';
import { readListState, usePagedQuery, writeListState } from './usePagedQuery';

type Item = { id: number; name: string };
const items: Item[] = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `항목${i + 1}` }));

/** Answers like the server: paging, `search` on the name, `ordering` by id. */
const itemsHandler = api.get('items', ({ query }) => {
  const page = Number(query.page ?? 1);
  const size = Number(query.page_size ?? 10);
  let rows = items.filter((item) => !query.search || item.name.includes(String(query.search)));
  if (query.ordering === '-id') rows = [...rows].reverse();
  return pageOf(rows.slice((page - 1) * size, page * size), rows.length);
});

function ItemList() {
  const list = usePagedQuery<Item, { status: string }>('items', { filters: { status: '' }, fixed: { owner: 7 } });
  return (
    <>
      <button type="button" onClick={() => list.setFilters({ status: 'OPEN' })}>
        열린 항목
      </button>
      <button type="button" onClick={() => list.setSearch('항목1')}>
        검색
      </button>
      <button type="button" onClick={() => list.resetFilters()}>
        초기화
      </button>
      <output data-testid="params">{JSON.stringify(list.params)}</output>
      <DataTable<Item>
        {...list.tableProps}
        getRowId={(row) => row.id}
        columns={[
          { key: 'id', header: '번호', sortable: true },
          { key: 'name', header: '이름' },
        ]}
      />
    </>
  );
}

describe('ordering', () => {
  it('parses and formats the comma-separated server form', () => {
    expect(parseOrdering('-created_at, name,')).toEqual([
      { field: 'created_at', desc: true },
      { field: 'name', desc: false },
    ]);
    expect(parseOrdering('')).toEqual([]);
    expect(
      formatOrdering([
        { field: 'point', desc: true },
        { field: 'id', desc: false },
      ]),
    ).toBe('-point,id');
  });
});

describe('list state in the query string', () => {
  const defaults = { pageSize: 10, ordering: '-created_at', filters: { status: '' as string | undefined }, prefix: '' };

  it('leaves defaults out and keeps the URL’s other keys', () => {
    const state = { page: 1, pageSize: 10, ordering: '-created_at', search: '', filters: { status: '' } };
    expect(writeListState('tab=2&page=3', state, defaults)).toBe('tab=2');
    expect(
      writeListState('', { ...state, page: 2, pageSize: 25, ordering: 'name', search: '김', filters: { status: 'OPEN' } }, defaults),
    ).toBe('page=2&page_size=25&ordering=name&search=%EA%B9%80&status=OPEN');
    // Cleared against a default ordering or filter: written empty so a reload keeps it cleared.
    expect(writeListState('', { ...state, ordering: '' }, defaults)).toBe('ordering=');
    const pending = { ...defaults, filters: { status: 'PENDING' as string | undefined } };
    expect(writeListState('', { ...state, filters: { status: '' } }, pending)).toBe('status=');
    expect(writeListState('', { ...state, filters: { status: 'PENDING' } }, pending)).toBe('');
    expect(readListState('?status=', pending).filters.status).toBe('');
  });

  it('reads what it wrote, ignoring sizes outside 10/25/50/100 and non-numbers', () => {
    expect(readListState('?page=2&page_size=25&ordering=&status=OPEN&search=김', defaults)).toEqual({
      page: 2,
      pageSize: 25,
      ordering: '',
      search: '김',
      filters: { status: 'OPEN' },
    });
    expect(readListState('?page=x&page_size=7', defaults)).toMatchObject({
      page: 1,
      pageSize: 10,
      ordering: '-created_at',
      filters: { status: '' },
    });
    expect(readListState('?dep.page=4&page=2', { ...defaults, prefix: 'dep.' }).page).toBe(4);
  });
});

describe('usePagedQuery', () => {
  it('fetches the page in the URL and writes paging, ordering and filters back to it', async () => {
    const user = userEvent.setup();
    const { location } = renderRemote(<ItemList />, { path: '/items?page=2', handlers: [itemsHandler] });

    expect(await screen.findByText('항목11')).toBeInTheDocument();
    expect(lastRequest('GET', 'items')?.query).toEqual({ page: '2', page_size: '10', owner: '7' });
    expect(screen.getByTestId('table-range')).toHaveTextContent('11–20 / 총 30건');

    await user.click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(await screen.findByText('항목21')).toBeInTheDocument();
    expect(location().search).toBe('?page=3');

    // A new page size starts again at page 1 (one URL update for both).
    await user.selectOptions(screen.getByRole('combobox', { name: '페이지당 행 수' }), '25');
    await waitFor(() => expect(location().search).toBe('?page_size=25'));
    expect(await screen.findByText('항목25')).toBeInTheDocument();

    await user.click(within(screen.getByRole('columnheader', { name: /번호/ })).getByRole('button'));
    await user.click(within(screen.getByRole('columnheader', { name: /번호/ })).getByRole('button'));
    await waitFor(() => expect(location().search).toBe('?page_size=25&ordering=-id'));
    await waitFor(() => expect(lastRequest('GET', 'items')?.query.ordering).toBe('-id'));
    expect(await screen.findByText('항목30')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /번호/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('goes back to page 1 when a filter or the search changes, and sends no empty filter', async () => {
    const user = userEvent.setup();
    const { location } = renderRemote(<ItemList />, { path: '/items?page=3', handlers: [itemsHandler] });
    expect(await screen.findByText('항목21')).toBeInTheDocument();
    expect(lastRequest('GET', 'items')?.query).not.toHaveProperty('status');

    await user.click(screen.getByRole('button', { name: '열린 항목' }));
    await waitFor(() => expect(location().search).toBe('?status=OPEN'));
    await waitFor(() => expect(lastRequest('GET', 'items')?.query).toEqual({ page: '1', page_size: '10', status: 'OPEN', owner: '7' }));

    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(location().search).toBe(`?search=${encodeURIComponent('항목1')}&status=OPEN`));
    expect(await screen.findByText('항목18')).toBeInTheDocument();
    expect(screen.queryByText('항목19')).not.toBeInTheDocument();
    expect(screen.getByTestId('table-range')).toHaveTextContent('1–10 / 총 11건');

    await user.click(screen.getByRole('button', { name: '초기화' }));
    await waitFor(() => expect(location().search).toBe(''));
    // The search is sent once typing has stopped (300 ms).
    await waitFor(() => expect(JSON.parse(screen.getByTestId('params').textContent ?? '{}')).toEqual({ page: 1, page_size: 10, owner: 7 }));
  });

  it('does not fetch while the path is null', async () => {
    function Waiting() {
      const list = usePagedQuery<Item>(null);
      return <output data-testid="state">{`${list.key === null}:${list.rows.length}`}</output>;
    }
    renderRemote(<Waiting />, { handlers: [itemsHandler] });
    expect(screen.getByTestId('state')).toHaveTextContent('true:0');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentRequests('GET', 'items')).toHaveLength(0);
  });
});
