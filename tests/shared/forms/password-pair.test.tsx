// The new password + repeat field group: two labelled, required password inputs bound to a form,
// with the pair's rules shown on submit (English and Russian).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordPair, passwordPairRules, useForm } from '../../../src/shared/forms';
import { setLocale } from '../../../src/shared/i18n';

function Harness({ onSubmit }: { onSubmit: (values: object) => void }) {
  const form = useForm({
    initialValues: { plainPassword: '', repeatPlainPassword: '' },
    validate: passwordPairRules(),
    onSubmit,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <PasswordPair field={form.field} label="New password" repeatLabel="Repeat password" />
      <button type="submit">Save</button>
    </form>
  );
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
const description = (label: string) =>
  (input(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

afterEach(() => setLocale('en', { persist: false }));

describe('PasswordPair', () => {
  it('renders two required new-password inputs', () => {
    render(<Harness onSubmit={vi.fn()} />);
    for (const label of ['New password', 'Repeat password']) {
      expect(input(label).getAttribute('type')).toBe('password');
      expect(input(label).getAttribute('autocomplete')).toBe('new-password');
      expect(input(label).hasAttribute('required')).toBe(true);
    }
  });

  it('shows the rules on submit and keeps what was typed', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await submit();
    expect(description('New password')).toBe('Password is required');
    expect(description('Repeat password')).toBe('Repeat password is required');
    type('New password', 'secret7');
    type('Repeat password', 'secret!');
    await submit();
    expect(description('New password')).toBe('The password must be at least 8 characters long.');
    expect(description('Repeat password')).toBe('Passwords are not equal');
    expect(input('Repeat password')).toHaveProperty('value', 'secret!');
    type('New password', 'secret-8');
    type('Repeat password', 'secret-8');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      plainPassword: 'secret-8',
      repeatPlainPassword: 'secret-8',
    });
  });

  it('speaks the UI language, also for a problem already shown', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    await submit();
    await act(() => setLocale('ru', { persist: false }));
    expect(description('New password')).toBe('Введите пароль');
    expect(description('Repeat password')).toBe('Введите пароль ещё раз');
  });
});
