import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { dateRangeMessages } from '@nurly/contracts';
import { renderRemote } from '../testing';
import { presetRange, isInvertedRange, type DayRange } from '../server-state/reportRanges';
import { DateRangeFilter } from './DateRangeFilter';

jest.setTimeout(30_000);

// 2026-11-20 00:30 in Seoul (the UTC date is still the 19th).
const now = () => new Date('2026-11-19T15:30:00Z');

describe('presetRange (Seoul days, both ends)', () => {
  it('counts today, yesterday, the last 7 days, this month and last month from the Seoul day', () => {
    expect(presetRange('today', now())).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(presetRange('yesterday', now())).toEqual({ from: '2026-11-19', to: '2026-11-19' });
    expect(presetRange('last7Days', now())).toEqual({ from: '2026-11-14', to: '2026-11-20' });
    expect(presetRange('thisMonth', now())).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    expect(presetRange('lastMonth', now())).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    // New Year in Seoul: last month is the previous year's December; yesterday crosses the year.
    const newYear = new Date('2026-12-31T15:00:00Z');
    expect(presetRange('lastMonth', newYear)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetRange('yesterday', newYear)).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(presetRange('lastMonth', new Date('2028-03-10T00:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
  it('calls a range inverted only when both ends are set and the start is later', () => {
    expect(isInvertedRange({ from: '2026-11-21', to: '2026-11-20' })).toBe(true);
    expect(isInvertedRange({ from: '2026-11-20', to: '2026-11-20' })).toBe(false);
    expect(isInvertedRange({ from: '2026-11-21', to: '' })).toBe(false);
  });
});

function Harness({ onChange }: { onChange: (range: DayRange) => void }) {
  const [range, setRange] = useState<DayRange>({ from: '2026-11-01', to: '2026-11-10' });
  return (
    <DateRangeFilter
      fromLabel="시작일"
      toLabel="종료일"
      from={range.from}
      to={range.to}
      onChange={(next) => {
        onChange(next);
        setRange(next);
      }}
      testIdPrefix="period"
      now={now}
    />
  );
}

describe('DateRangeFilter', () => {
  it('sets both ends from a quick choice and marks the choice in use', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderRemote(<Harness onChange={onChange} />);
    expect(screen.getByRole('group', { name: '기간 빠른 선택' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '최근 7일' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-14', to: '2026-11-20' });
    expect(screen.getByTestId('period-from')).toHaveValue('2026-11-14');
    expect(screen.getByTestId('period-to')).toHaveValue('2026-11-20');
    expect(screen.getByRole('button', { name: '최근 7일' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '지난 달' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-10-01', to: '2026-10-31' });
    await user.click(screen.getByRole('button', { name: '어제' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-19', to: '2026-11-19' });
  });

  it('refuses a start after the end in the bar with a message, sending nothing until it is fixed', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderRemote(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByTestId('period-from'), { target: { value: '2026-11-15' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('시작일이 종료일보다 늦습니다.');
    expect(screen.getByTestId('period-from')).toHaveValue('2026-11-15');
    expect(screen.getByTestId('period-from')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('period-to')).toHaveAccessibleDescription(/시작일이 종료일보다 늦습니다/);
    // Moving the end past the typed start makes the range valid: both ends go out together.
    fireEvent.change(screen.getByTestId('period-to'), { target: { value: '2026-11-18' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-15', to: '2026-11-18' });
    expect(screen.queryByTestId('period-range-error')).not.toBeInTheDocument();
    // A quick choice also clears a refused range.
    fireEvent.change(screen.getByTestId('period-to'), { target: { value: '2026-11-01' } });
    expect(screen.getByTestId('period-range-error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '오늘' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-20', to: '2026-11-20' });
    expect(screen.queryByTestId('period-range-error')).not.toBeInTheDocument();
  });

  it('refuses a range longer than the report allows with the rule’s message', () => {
    const onChange = jest.fn();
    renderRemote(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByTestId('period-from'), { target: { value: '2025-11-09' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('period-range-error')).toHaveTextContent(dateRangeMessages.tooLong);
    fireEvent.change(screen.getByTestId('period-from'), { target: { value: '2025-11-10' } }); // REPORT_MAX_DAYS (366) days, both included
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-11-10', to: '2026-11-10' });
  });
});
