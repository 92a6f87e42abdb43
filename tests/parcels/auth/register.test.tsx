// The registration screen: options loaded first, every registration-rule text on submit,
// the exact payload, 422 onto fields (the rest as notification lines), 406 → result view with the
// form kept, and the registration-limit cookie blocking the button.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RegisterPage } from '../../../src/parcels/auth/screens/register';
import { setLocale } from '../../../src/shared/i18n';
import { json, stubFetch, toastTexts } from '../../shared/support';

const MESSENGERS = [
  { value: 'telegram', label: 'Telegram' },
  { value: 'skype', label: 'Skype' },
];
const FIELDS = [
  {
    '@id': '/publisher/api/publisher_custom_fields/1',
    id: 1,
    type: 1,
    properties: { required: true, maxLength: 255, titles: [{ language: 'en', title: 'Website' }] },
  },
  {
    '@id': '/publisher/api/publisher_custom_fields/2',
    id: 2,
    type: 2,
    properties: {
      multiple: true,
      selectOptions: [
        { value: 'seo', label: 'SEO' },
        { value: 'push', label: 'Push' },
      ],
      titles: [{ language: 'en', title: 'Traffic sources' }],
    },
  },
];

function serve(registerAnswer: () => Response, fields: unknown[] = FIELDS) {
  return stubFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/publisher/register/messengers') return json(MESSENGERS);
    if (pathname === '/publisher/api/register/fields')
      return json({ 'hydra:member': fields, 'hydra:totalItems': fields.length });
    if (pathname === '/publisher/api/publishers/register') return registerAnswer();
    return json({}, { status: 404 });
  });
}

/** A field by its label (required fields add a decorative asterisk). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const ready = () => screen.findByLabelText(/^Email\*?$/);

async function fillValid() {
  type('Email', 'ann@example.com');
  type('Username', 'ann');
  type('Password', 'secret-pass');
  type('Repeat password', 'secret-pass');
  const trigger = await screen.findByRole('combobox', { name: 'Messenger' });
  trigger.focus();
  fireEvent.keyDown(trigger, { key: 'ArrowDown' });
  fireEvent.click(
    within(await screen.findByRole('listbox')).getByRole('option', { name: 'Skype' }),
  );
  type('Account', 'ann.skype');
  type('Website', 'https://ann.example');
  fireEvent.click(screen.getByLabelText('SEO'));
  fireEvent.click(screen.getByLabelText('Push'));
}

const submit = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));

describe('RegisterPage', () => {
  it('a required upload says "%fieldName% is required" with its title', async () => {
    const logo = {
      '@id': '/publisher/api/publisher_custom_fields/3',
      id: 3,
      type: 3,
      properties: { required: true, titles: [{ language: 'en', title: 'Company logo' }] },
    };
    serve(() => json({}, { status: 201 }), [...FIELDS, logo]);
    render(<RegisterPage />);
    await ready();
    await submit();
    expect(screen.getByText('Company logo is required')).toBeTruthy();
    // The required input keeps the generic "Field is required".
    expect(screen.getAllByText('Field is required').length).toBeGreaterThan(0);
  });

  it('shows every text of the registration rules on submit', async () => {
    const requests = serve(() => json({}, { status: 201 }));
    render(<RegisterPage />);
    await ready();
    await submit();
    for (const text of [
      'Field is required',
      'Username is required',
      'Password is required',
      'Repeat password is required',
      'Please select your preferred instant messenger platform',
      'Please input account',
    ])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    type('Email', 'not-an-email');
    type('Username', 'x'.repeat(33));
    type('Password', 'a');
    type('Repeat password', 'b');
    await submit();
    expect(screen.getByText('Please input valid email')).toBeTruthy();
    expect(
      screen.getByText('The username length should be less or equal than 32 symbols'),
    ).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('re-words the shown problems when the language changes (Russian)', async () => {
    serve(() => json({}, { status: 201 }));
    render(<RegisterPage />);
    await ready();
    type('Password', 'a');
    type('Repeat password', 'b');
    await submit();
    await act(() => setLocale('ru', { persist: false }));
    try {
      for (const text of [
        'Поле обязательно для заполнения',
        'Введите имя пользователя',
        'Пароли не совпадают',
        'Выберите предпочитаемый мессенджер',
        'Укажите аккаунт',
      ])
        expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    } finally {
      await act(() => setLocale('en', { persist: false }));
    }
  });

  it('sends the registration payload, then shows the activation message and locks the form', async () => {
    window.history.replaceState(null, '', '/publisher/register?ref=R1&utm_source=news');
    const requests = serve(() => json({ '@id': '/publisher/api/publishers/9' }, { status: 201 }));
    render(<RegisterPage />);
    await ready();
    await fillValid();
    await submit();
    await screen.findByText(/We have sent an email with an activation link to ann@example.com/);
    const post = requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({
      email: 'ann@example.com',
      username: 'ann',
      plainPassword: 'secret-pass',
      repeatPlainPassword: 'secret-pass',
      messenger: 'skype',
      contactInfo: 'ann.skype',
      customFieldValues: [
        {
          publisherCustomField: '/publisher/api/publisher_custom_fields/1',
          value: 'https://ann.example',
        },
        { publisherCustomField: '/publisher/api/publisher_custom_fields/2', value: 'seo,push' },
      ],
      fingerprint: 'fp-test',
      registrationReferrerToken: 'R1',
      utmSource: 'news',
    });
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveProperty('disabled', true);
    expect(field('Email').matches(':disabled')).toBe(true);
    window.history.replaceState(null, '', '/');
  });

  it('puts 422 violations on their fields and the unmatched ones in notifications', async () => {
    serve(() =>
      json(
        {
          violations: [
            { propertyPath: 'email', message: 'This e-mail is already registered.' },
            { propertyPath: 'customFieldValues[1]', message: 'Field is required' },
            { propertyPath: 'somethingElse', message: 'Odd' },
          ],
        },
        { status: 422 },
      ),
    );
    render(<RegisterPage />);
    await ready();
    await fillValid();
    await submit();
    await screen.findByText('This e-mail is already registered.');
    expect(field('Website').getAttribute('aria-invalid')).toBe('true');
    expect(toastTexts()).toEqual(['somethingElse: Odd']);
    expect(field('Email')).toHaveProperty('value', 'ann@example.com');
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveProperty('disabled', false);
  });

  it('406: the server text in the result view; Back returns to the filled form', async () => {
    const text = 'Registration from disposable e-mail addresses is not allowed.';
    serve(() => json({ 'hydra:description': text }, { status: 406 }));
    render(<RegisterPage />);
    await ready();
    await fillValid();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    fireEvent.click(screen.getByRole('button', { name: 'Back to the form' }));
    expect(field('Username')).toHaveProperty('value', 'ann');
  });

  it('blocks the button while the registration-limit cookie exists', async () => {
    document.cookie = 'publisher_registration_limit=1; path=/';
    serve(() => json({}, { status: 201 }));
    render(<RegisterPage />);
    await ready();
    expect(screen.getByText('Registration limit exceeded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveProperty('disabled', true);
  });

  it('429 blocks the button with the limit text', async () => {
    serve(() => json({ 'hydra:description': 'Registration limit exceeded' }, { status: 429 }));
    render(<RegisterPage />);
    await ready();
    await fillValid();
    await submit();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign up' })).toHaveProperty('disabled', true),
    );
    expect(screen.getByText('Registration limit exceeded')).toBeTruthy();
  });

  it('offers Retry when the options cannot be loaded', async () => {
    let fail = true;
    stubFetch((request) => {
      if (fail) return json({}, { status: 500 });
      return new URL(request.url).pathname.endsWith('messengers')
        ? json(MESSENGERS)
        : json({ 'hydra:member': [] });
    });
    render(<RegisterPage />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect(await ready()).toBeTruthy();
  });
});
