// The sign-in form: username required and not blank, password required (English and Russian),
// the server's text of a failed sign-in on the password field, and nothing typed lost.
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
});
