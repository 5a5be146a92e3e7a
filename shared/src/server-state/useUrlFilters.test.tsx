import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '../testing';
import { lastDays, monthToDate } from './reportRanges';
import { useUrlFilters } from './useUrlFilters';

function Report() {
  const { filters, params, setFilter, setFilters } = useUrlFilters({ from: '2026-11-01', to: '2026-11-14', unit: 'day' });
  return (
    <>
      <output data-testid="filters">{JSON.stringify(filters)}</output>
      <output data-testid="params">{JSON.stringify(params)}</output>
      <button type="button" onClick={() => setFilter('unit', 'month')}>
        월별
      </button>
      <button type="button" onClick={() => setFilter('unit', 'day')}>
        일별
      </button>
      <button type="button" onClick={() => setFilter('to', '')}>
        끝 없음
      </button>
      <button
        type="button"
        onClick={() => {
          // Two writes in one event build on each other.
          setFilter('from', '2026-10-01');
          setFilter('to', '2026-10-31');
        }}
      >
        10월
      </button>
      <button type="button" onClick={() => setFilters({ from: '2026-11-01', to: '2026-11-14' })}>
        기본
      </button>
    </>
  );
}

const shown = (testId: string) => JSON.parse(screen.getByTestId(testId).textContent ?? '{}') as Record<string, string>;

describe('useUrlFilters', () => {
  it('reads the URL over the defaults and writes only what differs, keeping the URL’s other keys', async () => {
    const user = userEvent.setup();
    const { location } = renderRemote(<Report />, { path: '/report?tab=2&unit=month' });
    expect(shown('filters')).toEqual({ from: '2026-11-01', to: '2026-11-14', unit: 'month' });
    await user.click(screen.getByRole('button', { name: '일별' }));
    await waitFor(() => expect(location().search).toBe('?tab=2'));
    await user.click(screen.getByRole('button', { name: '10월' }));
    await waitFor(() => expect(location().search).toBe('?tab=2&from=2026-10-01&to=2026-10-31'));
    expect(shown('filters')).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    await user.click(screen.getByRole('button', { name: '기본' }));
    await waitFor(() => expect(location().search).toBe('?tab=2'));
  });

  it('writes a value cleared against its default empty, so a reload keeps it, and leaves it out of the params', async () => {
    const user = userEvent.setup();
    const { location } = renderRemote(<Report />, { path: '/report' });
    await user.click(screen.getByRole('button', { name: '끝 없음' }));
    await waitFor(() => expect(location().search).toBe('?to='));
    expect(shown('filters').to).toBe('');
    expect(shown('params')).toEqual({ from: '2026-11-01', unit: 'day' });
  });
});

describe('report ranges (Seoul days)', () => {
  // 2026-11-20 00:30 in Seoul is 2026-11-19 15:30 UTC.
  const now = new Date('2026-11-19T15:30:00Z');

  it('counts the last days through today or yesterday', () => {
    expect(lastDays(14, { now })).toEqual({ from: '2026-11-07', to: '2026-11-20' });
    expect(lastDays(14, { through: 'yesterday', now })).toEqual({ from: '2026-11-06', to: '2026-11-19' });
    expect(lastDays(1, { now })).toEqual({ from: '2026-11-20', to: '2026-11-20' });
  });

  it('runs the month from its 1st, and on the 1st through yesterday is the 1st itself', () => {
    expect(monthToDate({ through: 'yesterday', now })).toEqual({ from: '2026-11-01', to: '2026-11-19' });
    expect(monthToDate({ now })).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    expect(monthToDate({ through: 'yesterday', now: new Date('2026-11-30T16:00:00Z') })).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });
});
