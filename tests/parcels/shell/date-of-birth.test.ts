// A date of birth says what is wrong with it: in the future, or before 1900.
import { describe, expect, it } from 'vitest';
import { dateOfBirthError } from '../../../src/parcels/shell/features/settings/lib/date-of-birth';

const NOW = new Date('2026-03-10T12:00:00Z');

describe('dateOfBirthError', () => {
  it('takes nothing, today and any day from 1900 on', () => {
    for (const value of ['', '2026-03-10', '1990-05-17', '1900-01-01'])
      expect(dateOfBirthError(value, NOW), value).toBeUndefined();
  });

  it('says a future date is in the future', () => {
    expect(dateOfBirthError('2026-03-11', NOW)).toEqual({
      id: 'shell.settings.personal.dateOfBirthFuture',
    });
  });

  it('says a date before 1900 is too early', () => {
    expect(dateOfBirthError('1899-12-31', NOW)).toEqual({
      id: 'shell.settings.personal.dateOfBirthTooEarly',
    });
  });
});
