// The sign-in form: username required and not blank, password required (English and Russian),
// the server's text of a failed sign-in on the password field, the wait after too many wrong
// passwords in the UI language, and nothing typed lost.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginForm } from '../../../src/parcels/auth/features/login/components/login-form';
import { setLocale } from '../../../src/shared/i18n';
import { json, stubFetch } from '../../shared/support';

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: RegExp, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const submit = () =>
  act(async () => fireEvent.submit(document.querySelector('form') as HTMLFormElement));
const description = (label: RegExp) =>
  (input(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

afterEach(() => setLocale('en', { persist: false }));

describe('LoginForm', () => {
  it('checks the username (required, not blank) and the password (required) on submit', async () => {
    const requests = stubFetch(() => json({}));
    render(<LoginForm />);
    await submit();
    expect(description(/^Email or username/)).toBe('Field is required');
    expect(description(/^Password/)).toBe('Password is required');
    type(/^Email or username/, '   ');
    type(/^Password/, ' ');
    await submit();
    expect(description(/^Email or username/)).toBe('Field should not be blank');
    expect(description(/^Password/)).toBe('');
    expect(requests).toHaveLength(0);
  });

  it('speaks the UI language', async () => {
    await setLocale('ru', { persist: false });
    render(<LoginForm />);
    await submit();
    expect(screen.getByText('Поле обязательно для заполнения')).toBeTruthy();
    expect(screen.getByText('Введите пароль')).toBeTruthy();
  });

  it('shows the server text of a failed sign-in on the password field and keeps the values', async () => {
    stubFetch(() => json({ 'hydra:description': 'Invalid credentials.' }, { status: 401 }));
    render(<LoginForm />);
    type(/^Email or username/, 'demo');
    type(/^Password/, 'wrong');
    await submit();
    expect(await screen.findByText('Invalid credentials.')).toBeTruthy();
    expect(input(/^Email or username/)).toHaveProperty('value', 'demo');
    expect(input(/^Password/)).toHaveProperty('value', 'wrong');
  });

  it('says how long to wait after too many wrong passwords (429), in the UI language', async () => {
    let retryAfter = 120;
    stubFetch(() =>
      json(
        { error: 'Too many failed sign-in attempts. Try again in 2 minutes.', retryAfter },
        { status: 429, headers: { 'Retry-After': String(retryAfter) } },
      ),
    );
    render(<LoginForm />);
    type(/^Email or username/, 'demo');
    type(/^Password/, 'guess');
    await submit();
    expect(await screen.findByText('Too many attempts. Try again in 2 minutes.')).toBeTruthy();
    expect(input(/^Password/)).toHaveProperty('value', 'guess');
    await act(() => setLocale('ru', { persist: false }));
    expect(description(/^Пароль/)).toBe('Слишком много попыток. Повторите через 2 минуты.');
    retryAfter = 30;
    await submit();
    expect(
      await screen.findByText('Слишком много попыток. Повторите через 1 минуту.'),
    ).toBeTruthy();
    for (const [locale, text] of [
      ['uk', 'Забагато спроб. Спробуйте знову через 1 хвилину.'],
      ['zh', '尝试次数过多，请在 1 分钟后重试。'],
    ] as const) {
      await act(() => setLocale(locale, { persist: false }));
      expect(screen.getByText(text)).toBeTruthy();
    }
  });
});
