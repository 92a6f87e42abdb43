import { describe, expect, it } from 'vitest';
import {
  formatInZone,
  formatOffset,
  offsetMinutes,
  zonedToInstant,
} from '../../../src/shared/ui/lazy/timezone-format';

describe('timezone arithmetic', () => {
  it('reads UTC offsets, daylight saving included', () => {
    expect(offsetMinutes('Europe/Prague', new Date('2025-01-15T12:00:00Z'))).toBe(60);
    expect(offsetMinutes('Europe/Prague', new Date('2025-07-15T12:00:00Z'))).toBe(120);
    expect(offsetMinutes('America/New_York', new Date('2025-01-15T12:00:00Z'))).toBe(-300);
    expect(offsetMinutes('Asia/Kolkata', new Date('2025-01-15T12:00:00Z'))).toBe(330);
    expect(offsetMinutes('UTC', new Date())).toBe(0);
    expect(formatOffset(-300)).toBe('UTC-05:00');
    expect(formatOffset(330)).toBe('UTC+05:30');
  });

  it('shows a wall-clock range of one zone in another', () => {
    const start = zonedToInstant('2025-07-01', 'Europe/Prague');
    const end = zonedToInstant('2025-07-31', 'Europe/Prague', true);
    expect(start.toISOString()).toBe('2025-06-30T22:00:00.000Z');
    expect(formatInZone(start, 'UTC')).toBe('2025-06-30 22:00');
    expect(formatInZone(end, 'UTC')).toBe('2025-07-31 21:59');
    expect(
      formatInZone(zonedToInstant('2025-03-30 03:30:00', 'Europe/Prague'), 'Europe/Prague'),
    ).toBe('2025-03-30 03:30');
  });
});
