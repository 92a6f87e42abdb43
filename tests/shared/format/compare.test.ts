import { describe, expect, it } from 'vitest';
import { compareValues } from '../../../src/shared/format/compare';

describe('compareValues', () => {
  it('orders numbers by value and text naturally, ignoring case', () => {
    expect([10, 2, -1, 2.5].sort(compareValues)).toEqual([-1, 2, 2.5, 10]);
    expect(['item 10', 'Item 2', 'item 1'].sort(compareValues)).toEqual([
      'item 1',
      'Item 2',
      'item 10',
    ]);
    expect(['2026-11-02', '2026-10-31', '2026-11-10'].sort(compareValues)).toEqual([
      '2026-10-31',
      '2026-11-02',
      '2026-11-10',
    ]);
  });

  it('keeps 10,000 generated sub values in natural order', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `sub_${(i * 7919) % 10_000}`);
    const sorted = [...rows].sort(compareValues);
    expect(sorted[0]).toBe('sub_0');
    expect(sorted[9_999]).toBe('sub_9999');
  });
});
