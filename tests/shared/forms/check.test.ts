// How a form's rules run: checks in order, the first failing one giving the field's message, and
// the first problem of every field found on submit.
import { describe, expect, it } from 'vitest';
import { setLocale, t } from '../../../src/shared/i18n';
import {
  filled,
  findErrors,
  holds,
  message,
  notBlank,
  rule,
  translateError,
} from '../../../src/shared/forms';

describe('rule', () => {
  it('answers the message of the first check that fails, and nothing when all pass', () => {
    const short = holds((value) => value.length <= 3, 'shared.validation.usernameLength');
    const checked = rule(filled(), short, notBlank());
    expect(checked('', {})).toEqual({ id: 'shared.validation.required' });
    expect(checked('abcd', {})).toEqual({ id: 'shared.validation.usernameLength' });
    expect(checked('   ', {})).toEqual({ id: 'shared.validation.notBlank' });
    expect(checked('abc', {})).toBeUndefined();
    expect(rule()('', {})).toBeUndefined();
  });

  it('reads a missing value as empty and any other value as its text', () => {
    const required = rule(filled());
    expect(required(undefined, {})).toEqual({ id: 'shared.validation.required' });
    expect(required(null, {})).toEqual({ id: 'shared.validation.required' });
    expect(required(0, {})).toBeUndefined();
    const seen: string[] = [];
    rule((value) => void seen.push(value))(12.5, {});
    expect(seen).toEqual(['12.5']);
  });
});

describe('findErrors', () => {
  it('gives the first problem of each field that has one, skipping fields without a rule', () => {
    const values = { email: '', username: 'ann', note: '' };
    expect(
      findErrors<typeof values>(
        {
          email: rule(filled()),
          username: (value, all) =>
            value === all.username ? message('shared.validation.usernameChars') : undefined,
          note: undefined,
        },
        values,
      ),
    ).toEqual({
      email: { id: 'shared.validation.required' },
      username: { id: 'shared.validation.usernameChars' },
    });
    expect(findErrors<typeof values>({ email: () => '' }, values)).toEqual({});
  });
});

describe('message and translateError', () => {
  it('keeps values only when given, and words them in the current language', async () => {
    expect(message('shared.validation.required')).toEqual({ id: 'shared.validation.required' });
    expect(message('shared.validation.required')).not.toHaveProperty('values');
    expect(translateError(t, message('shared.validation.required'))).toBe('Field is required');
    await setLocale('ru', { persist: false });
    expect(translateError(t, message('shared.validation.required'))).toBe(
      'Поле обязательно для заполнения',
    );
    await setLocale('en', { persist: false });
  });

  it('shows nothing for an empty server text', () => {
    expect(translateError(t, '')).toBeUndefined();
  });
});
