// Password reset (request and confirm) and the confirmation links.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  EmailUpdateConfirmPage,
  RegisterConfirmPage,
} from '../../../src/parcels/auth/screens/confirm';
import { ResetConfirmForm, ResetRequestForm } from '../../../src/parcels/auth/screens/reset';
import { setLocale } from '../../../src/shared/i18n';
import { json, stubFetch, toastTexts } from '../../shared/support';

const RESET_SENT =
  "An email has been sent. It contains a link you must click to reset your password. Note: You can only request a new password once within 2 hours. If you don't get an email check your spam folder or try again.";
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const click = (name: string) =>
  act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('ResetRequestForm', () => {
  it('validates the e-mail: required, not blank, valid', async () => {
    const requests = stubFetch(() => new Response(null, { status: 204 }));
    render(<ResetRequestForm />);
    await click('Reset password');
    expect(screen.getByText('Field is required')).toBeTruthy();
    type('Email', '   ');
    await click('Reset password');
    expect(screen.getByText('Field should not be blank')).toBeTruthy();
    type('Email', 'ann@');
    await click('Reset password');
    expect(screen.getByText('Please input valid email')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('sends {email, fingerprint} once while in flight and shows the exact success text', async () => {
    let answer: (r: Response) => void = () => undefined;
    const requests = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<ResetRequestForm />);
    type('Email', 'ann@example.com');
    const form = input('Email').closest('form') as HTMLFormElement;
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    await act(async () => fireEvent.submit(form));
    expect(requests).toHaveLength(1);
    expect(await requests[0]?.json()).toEqual({ email: 'ann@example.com', fingerprint: 'fp-test' });
    await act(async () => answer(new Response(null, { status: 204 })));
    expect((await screen.findByRole('status')).textContent).toBe(RESET_SENT);
  });
});

const INVALID_LINK = 'The password reset link is invalid or has expired.';
const noContent = () => new Response(null, { status: 204 });
/** Answers the link check (GET) with `check`, the save (PATCH) with `save`. */
const resetServer =
  (check: () => Response, save: () => Response = () => json({})) =>
  (request: Request) =>
    request.method === 'GET' ? check() : save();
/** The form appears once the link check has answered. */
const formShown = () => screen.findByLabelText(/^New password\*?$/);

describe('ResetConfirmForm', () => {
  it('checks the link when it opens, then shows the form', async () => {
    const requests = stubFetch(resetServer(noContent));
    render(<ResetConfirmForm token="tok/1" />);
    expect(screen.getByRole('status').textContent).toBe('Checking the link…');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    await formShown();
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /publisher/api/publishers/tok%2F1/reset_password',
    ]);
  });

  it('a used or expired link shows the server text at once, with the way to a new one', async () => {
    stubFetch(resetServer(() => json({ 'hydra:description': INVALID_LINK }, { status: 404 })));
    render(<ResetConfirmForm token="used" />);
    expect((await screen.findByRole('alert')).textContent).toContain(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/publisher/reset_password',
    );
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save password' })).toBeNull();
  });

  it('shows the form when the check itself fails: saving tells', async () => {
    stubFetch(resetServer(() => json({}, { status: 500 })));
    render(<ResetConfirmForm token="t0" />);
    await formShown();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('validates: password required and not blank, repeat required and equal', async () => {
    stubFetch(resetServer(noContent));
    render(<ResetConfirmForm token="t1" />);
    await formShown();
    await click('Save password');
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Repeat password is required')).toBeTruthy();
    type('New password', '   ');
    await click('Save password');
    expect(screen.getByText('Password is required')).toBeTruthy();
    type('New password', 'abc');
    type('Repeat password', 'abd');
    await click('Save password');
    expect(screen.getByText('Passwords are not equal')).toBeTruthy();
    expect(input('Repeat password')).toHaveProperty('value', 'abd');
    await act(() => setLocale('ru', { persist: false }));
    expect(screen.getByText('Пароли не равны')).toBeTruthy();
    await act(() => setLocale('en', { persist: false }));
  });

  it('PATCHes the new password as merge-patch and goes to the dashboard', async () => {
    const requests = stubFetch(
      resetServer(noContent, () => json({ '@id': '/publisher/api/publishers/1', username: 'ann' })),
    );
    render(<ResetConfirmForm token="tok/1" />);
    await formShown();
    type('New password', 'n3w-secret');
    type('Repeat password', 'n3w-secret');
    await click('Save password');
    await waitFor(() => expect(window.location.pathname).toBe('/publisher/dashboard'));
    const request = requests.find((r) => r.method === 'PATCH') as Request;
    expect(new URL(request.url).pathname).toBe('/publisher/api/publishers/tok%2F1/reset_password');
    expect(request.headers.get('content-type')).toBe('application/merge-patch+json');
    expect(await request.json()).toEqual({
      plainPassword: 'n3w-secret',
      repeatPlainPassword: 'n3w-secret',
      fingerprint: 'fp-test',
    });
  });

  it('a link used up meanwhile: the server text on save, with the way to a new one', async () => {
    stubFetch(
      resetServer(noContent, () => json({ 'hydra:description': INVALID_LINK }, { status: 400 })),
    );
    render(<ResetConfirmForm token="old" />);
    await formShown();
    type('New password', 'n3w-secret');
    type('Repeat password', 'n3w-secret');
    await click('Save password');
    expect((await screen.findByRole('alert')).textContent).toContain('invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
  });
});

describe('confirmation links', () => {
  it('registration: one POST {fingerprint} per token, then the dashboard', async () => {
    window.history.replaceState(null, '', '/publisher/register/confirm/abc');
    const requests = stubFetch(() =>
      json({ '@id': '/publisher/api/publishers/3', username: 'ann' }),
    );
    render(
      <StrictMode>
        <RegisterConfirmPage token="abc" />
      </StrictMode>,
    );
    await waitFor(() => expect(window.location.pathname).toBe('/publisher/dashboard'));
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/publisher/register/confirm/abc');
    expect(await requests[0]?.json()).toEqual({ fingerprint: 'fp-test' });
  });

  // The contract's shape is `error`; a backend in the Hydra shape is read as well.
  for (const body of [
    { error: 'The confirmation link is invalid or has expired.' },
    { 'hydra:description': 'The confirmation link is invalid or has expired.' },
  ]) {
    it(`registration: a failure shows the server text (${Object.keys(body)[0]})`, async () => {
      stubFetch(() => json(body, { status: 400 }));
      render(<RegisterConfirmPage token="used" />);
      expect((await screen.findByRole('alert')).textContent).toContain(
        'The confirmation link is invalid or has expired.',
      );
    });
  }

  it('e-mail update: confirms on load, then settings with "Email updated"', async () => {
    const requests = stubFetch(() =>
      json({ '@id': '/publisher/api/publishers/1', email: 'n@x.io' }),
    );
    render(<EmailUpdateConfirmPage token="e1" />);
    await waitFor(() => expect(window.location.pathname).toBe('/publisher/settings'));
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/publisher/api/email_update/confirm/e1');
    expect(toastTexts()).toContain('Email updated');
  });

  it('e-mail update: a failure shows the server text (error)', async () => {
    stubFetch(() =>
      json({ error: 'The e-mail confirmation link is invalid or has expired.' }, { status: 400 }),
    );
    render(<EmailUpdateConfirmPage token="used" />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The e-mail confirmation link is invalid or has expired.',
    );
  });
});
