import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../src/shared/i18n';
import { DateRangePicker } from '../../../src/shared/ui';
import type { DayRange } from '../../../src/shared/format';
import { keepDayCharacters } from '../../../src/shared/format/calendar';
import { presetRange } from '../../../src/shared/ui/date-range-picker/impl/presets';

// jsdom loads no stylesheets: the lazy chunk's stylesheet counts as loaded at once.
vi.mock('../../../src/shared/dom/stylesheets', () => ({
  ensureStylesheet: () => Promise.resolve(),
}));

const PRAGUE = 'Europe/Prague';
// Wednesday 18 November 2026, 10:00 in Prague.
const NOW = new Date('2026-11-18T09:00:00Z');

function Harness({
  initial,
  onChange,
  maxDays,
}: {
  initial?: Partial<DayRange>;
  onChange: (range: DayRange) => void;
  maxDays?: number;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangePicker
      value={value}
      timeZone={PRAGUE}
      withReportPresets
      {...(maxDays !== undefined && { maxDays })}
      onChange={(range) => {
        onChange(range);
        setValue(range);
      }}
    />
  );
}

async function open(initial?: Partial<DayRange>, maxDays?: number) {
  const onChange = vi.fn();
  render(<Harness initial={initial} onChange={onChange} maxDays={maxDays} />);
  fireEvent.click(await screen.findByRole('button', { name: /^Date range:/ }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose a date range' });
  await within(dialog).findByRole('grid', {}, { timeout: 5000 });
  return { dialog, onChange };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('preset ranges', () => {
  it("are computed on the publisher's calendar", () => {
    const at = (id: Parameters<typeof presetRange>[0]) => presetRange(id, PRAGUE, NOW);
    expect(at('today')).toEqual({ from: '2026-11-18', to: '2026-11-18' });
    expect(at('yesterday')).toEqual({ from: '2026-11-17', to: '2026-11-17' });
    expect(at('last7Days')).toEqual({ from: '2026-11-12', to: '2026-11-18' });
    expect(at('last30Days')).toEqual({ from: '2026-10-20', to: '2026-11-18' });
    expect(at('thisMonth')).toEqual({ from: '2026-11-01', to: '2026-11-18' });
    expect(at('lastMonth')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(at('last3Months')).toEqual({ from: '2026-08-19', to: '2026-11-18' });
    expect(at('thisWeek')).toEqual({ from: '2026-11-16', to: '2026-11-18' });
    expect(at('lastWeek')).toEqual({ from: '2026-11-09', to: '2026-11-15' });
  });

  it('take "today" in the timezone, not in UTC', () => {
    // 23:30 UTC on the 23rd is already the 24th in Prague, still the 23rd in New York.
    const lateUtc = new Date('2026-11-23T23:30:00Z');
    expect(presetRange('today', PRAGUE, lateUtc).from).toBe('2026-11-24');
    expect(presetRange('today', 'America/New_York', lateUtc).from).toBe('2026-11-23');
    // Across the spring daylight-saving change the 7 days stay 7 calendar days.
    expect(presetRange('last7Days', PRAGUE, new Date('2026-03-30T08:00:00Z'))).toEqual({
      from: '2026-03-24',
      to: '2026-03-30',
    });
  });
});

// The calendar renders hundreds of cells: generous time on a busy machine.
describe('DateRangePicker', { timeout: 30_000 }, () => {
  it('shows the last 30 days by default', async () => {
    render(<Harness onChange={vi.fn()} />);
    expect(
      await screen.findByRole(
        'button',
        { name: 'Date range: Oct 20, 2026 – Nov 18, 2026' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  it('applies a preset at once', async () => {
    const { dialog, onChange } = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Last month' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-10-01', to: '2026-10-31' });
    expect(
      screen.getByRole('button', { name: 'Date range: Oct 1, 2026 – Oct 31, 2026' }),
    ).toBeTruthy();
  });

  it('marks the preset matching the current range', async () => {
    const { dialog } = await open({ from: '2026-11-12', to: '2026-11-18' });
    expect(
      within(dialog).getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('disables days after today and months after this one', async () => {
    const { dialog } = await open();
    const day = (name: RegExp) => within(dialog).getByRole('button', { name });
    expect(day(/November 18th, 2026/).hasAttribute('disabled')).toBe(false);
    expect(day(/November 19th, 2026/).hasAttribute('disabled')).toBe(true);
    const next = within(dialog).getByRole('button', { name: /next month/i });
    expect(next.getAttribute('aria-disabled')).toBe('true');
  });

  it('starts the week on Monday', async () => {
    const { dialog } = await open();
    // The weekday row is hidden from screen readers (each day's name carries its weekday).
    const headers = [...dialog.querySelectorAll('th')];
    expect(headers[0]?.getAttribute('aria-label')).toBe('Monday');
    expect(headers[6]?.getAttribute('aria-label')).toBe('Sunday');
  });

  it('takes only digits and dashes in the typed fields', async () => {
    const { dialog } = await open();
    const from = within(dialog).getByLabelText('From') as HTMLInputElement;
    fireEvent.change(from, { target: { value: '2026-1a1-0!1x' } });
    expect(from.value).toBe('2026-11-01');
    fireEvent.change(from, { target: { value: 'abc' } });
    expect(from.value).toBe('');
    expect(keepDayCharacters('20261101')).toBe('2026-11-01');
    expect(keepDayCharacters('2026/11/01')).toBe('2026-11-01');
    expect(keepDayCharacters('2026-11-011999')).toBe('2026-11-01');
    expect(keepDayCharacters('226-01-05')).toBe('226-01-05');
    expect(keepDayCharacters('2026-1-5')).toBe('2026-1-5');
  });

  it('sorts a reversed typed range before applying it', async () => {
    const { dialog, onChange } = await open();
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-11-10' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-11-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-10' });
  });

  it('refuses a typed future day', async () => {
    const { dialog, onChange } = await open();
    const to = within(dialog).getByLabelText('To');
    fireEvent.change(to, { target: { value: '2026-11-30' } });
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.keyDown(to, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a typed range over 400 days in words, and applies 400', async () => {
    const { dialog, onChange } = await open();
    const from = within(dialog).getByLabelText('From');
    const to = within(dialog).getByLabelText('To');
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    // 2025-10-14 … 2026-11-18 is 401 days, both ends included.
    fireEvent.change(to, { target: { value: '2026-11-18' } });
    fireEvent.change(from, { target: { value: '2025-10-14' } });
    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toBe('A range is at most 400 days long. Choose a shorter one.');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(from.getAttribute('aria-describedby')).toContain(alert.id);
    expect(apply.hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(from, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(from, { target: { value: '2025-10-15' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(apply);
    expect(onChange).toHaveBeenCalledWith({ from: '2025-10-15', to: '2026-11-18' });
  });

  it('refuses a calendar pick longer than its maximum', async () => {
    const { dialog, onChange } = await open(undefined, 7);
    fireEvent.click(within(dialog).getByRole('button', { name: /November 2nd, 2026/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /November 9th, 2026/ }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'A range is at most 7 days long. Choose a shorter one.',
    );
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: /November 3rd, 2026/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /November 9th, 2026/ }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(apply);
    expect(onChange).toHaveBeenCalledWith({ from: '2026-11-03', to: '2026-11-09' });
  });

  it('picks a range on the calendar in either order', async () => {
    const { dialog, onChange } = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: /November 10th, 2026/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /November 3rd, 2026/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-11-03', to: '2026-11-10' });
  });

  it('speaks Russian month names in Russian', async () => {
    await act(() => setLocale('ru', { persist: false }));
    try {
      render(<Harness onChange={vi.fn()} />);
      fireEvent.click(await screen.findByRole('button', { name: /^Период:/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Выберите период' });
      expect(await within(dialog).findByRole('grid', { name: /ноябрь 2026/i })).toBeTruthy();
      expect(dialog.querySelector('th')?.getAttribute('aria-label')).toBe('понедельник');
      expect(within(dialog).getByRole('button', { name: 'Прошлый месяц' })).toBeTruthy();
    } finally {
      await act(() => setLocale('en', { persist: false }));
    }
  });
});
