// Forms: validation on submit, nothing typed lost on failure, one submit in flight,
// and server errors mapped back onto fields or shown as notification lines.
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/shared/api';
import {
  emailRule,
  message,
  usernameRule,
  useForm,
  type FormOptions,
  type FormRules,
} from '../../../src/shared/forms';
import { setLocale } from '../../../src/shared/i18n';
import { GENERIC_TEXT, toastTexts } from '../support';

interface SignUp extends Record<string, unknown> {
  email: string;
  username: string;
}

const validate: FormRules<SignUp> = { email: emailRule, username: usernameRule };

const setup = (options: Partial<FormOptions<SignUp>> = {}) =>
  renderHook(() =>
    useForm<SignUp>({
      initialValues: { email: '', username: '' },
      validate,
      onSubmit: () => undefined,
      ...options,
    }),
  );

afterEach(async () => {
  await setLocale('en', { persist: false });
});

describe('useForm', () => {
  it('validates on submit only and keeps the values after a failing submit', async () => {
    const onSubmit = vi.fn();
    const { result } = setup({ onSubmit });
    act(() => result.current.setValue('email', 'ann@example.com'));
    expect(result.current.errors).toEqual({});

    await act(() => result.current.handleSubmit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(result.current.errors.username).toBe('Username is required');
    expect(result.current.errors.email).toBeUndefined();
    expect(result.current.field('username')).toMatchObject({ error: 'Username is required' });
    expect(result.current.values).toEqual({ email: 'ann@example.com', username: '' });
  });

  it('clears a field error as soon as the field is edited', async () => {
    const { result } = setup();
    await act(() => result.current.handleSubmit());
    expect(result.current.field('username').error).toBe('Username is required');
    act(() => result.current.setValue('username', 'ann'));
    expect(result.current.field('username').error).toBeUndefined();
    expect(result.current.field('email').error).toBe('Field is required');
  });

  it('submits the values and stops the browser from submitting the form', async () => {
    const onSubmit = vi.fn();
    const { result } = setup({ onSubmit });
    act(() => {
      result.current.setValue('email', 'ann@example.com');
      result.current.setValue('username', 'ann');
    });
    const event = { preventDefault: vi.fn() } as unknown as FormEvent;
    await act(() => result.current.handleSubmit(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ann@example.com', username: 'ann' });
  });

  it('ignores a second submit while the first is in flight', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi
      .fn<() => Promise<void>>()
      .mockResolvedValue(undefined)
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const { result } = setup({ onSubmit, validate: undefined });

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.handleSubmit();
    });
    expect(result.current.submitting).toBe(true);
    await act(() => result.current.handleSubmit());
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.submitting).toBe(false);
    await act(() => result.current.handleSubmit());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('translates the problems when they render, so a language switch re-words them', async () => {
    const { result } = setup();
    await act(() => result.current.handleSubmit());
    expect(result.current.field('email').error).toBe('Field is required');
    await act(() => setLocale('ru', { persist: false }));
    expect(result.current.field('email').error).toBe('Поле обязательно для заполнения');
    expect(result.current.errors.username).toBe('Введите имя пользователя');
  });

  it('takes a function rule (comparing fields) and problems set directly', async () => {
    const { result } = setup({
      validate: {
        username: (value, values) =>
          value === values.email ? message('shared.validation.notBlank') : undefined,
      },
    });
    await act(() => result.current.handleSubmit());
    expect(result.current.errors).toEqual({ username: 'Field should not be blank' });
    act(() =>
      result.current.setErrors({ email: message('shared.validation.email'), username: 'Taken' }),
    );
    expect(result.current.errors).toEqual({ email: 'Please input valid email', username: 'Taken' });
  });

  it('puts 422 violations on their fields and shows the others as notifications', async () => {
    const onSubmit = () => {
      throw new ApiError({
        kind: 'http',
        status: 422,
        violations: [
          { propertyPath: 'email', message: 'This value is already used.' },
          { propertyPath: 'plainPassword', message: 'Too weak.' },
          { propertyPath: '', message: 'Registration limit exceeded' },
        ],
      });
    };
    const { result } = setup({ onSubmit, validate: undefined });
    act(() => result.current.setValue('email', 'ann@example.com'));
    await act(() => result.current.handleSubmit());
    expect(result.current.errors).toEqual({ email: 'This value is already used.' });
    expect(toastTexts()).toEqual(['plainPassword: Too weak.', 'Registration limit exceeded']);
    expect(result.current.values.email).toBe('ann@example.com');
    expect(result.current.submitting).toBe(false);
  });

  it('puts a 401 text on the chosen field (login), generic text when the server gave none', async () => {
    let error = new ApiError({ kind: 'http', status: 401, message: 'Invalid credentials.' });
    const { result } = setup({
      onSubmit: () => Promise.reject(error),
      validate: undefined,
      serverErrorField: 'username',
    });
    await act(() => result.current.handleSubmit());
    expect(result.current.errors).toEqual({ username: 'Invalid credentials.' });

    error = new ApiError({ kind: 'http', status: 401 });
    await act(() => result.current.handleSubmit());
    expect(result.current.errors).toEqual({ username: GENERIC_TEXT });
    expect(toastTexts()).toEqual([]);
  });

  it('shows other failures through the general handler and ignores cancellations', async () => {
    let error = new ApiError({ kind: 'cancelled' });
    const { result } = setup({ onSubmit: () => Promise.reject(error), validate: undefined });
    await act(() => result.current.handleSubmit());
    expect(toastTexts()).toEqual([]);

    error = new ApiError({ kind: 'http', status: 500, message: 'Try later' });
    await act(() => result.current.handleSubmit());
    error = new ApiError({ kind: 'network' });
    await act(() => result.current.handleSubmit());
    expect(toastTexts()).toEqual(['Try later', GENERIC_TEXT]);
    expect(result.current.errors).toEqual({});
  });
});
