/* global fetch, document */
// The single-bundle peer of the load benchmark: a plain partner portal's sign-in page as such
// portals are usually built (React, a client router, translated texts, everything in one bundle
// that the page loads with one script tag). It shows what our split, preloaded modules are
// measured against on the same machine, under the same throttling. Like the peer it
// weighs about what our sign-in page does (120 KB gzip of JS and CSS): its router and query cache
// come with the sign-in page, as everything does in one bundle.
import { createIntl } from '@formatjs/intl';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useNavigate,
} from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { LedgerPage, queryClient } from './ledger.mjs';

const intl = createIntl({
  locale: 'en',
  messages: {
    title: 'Sign in to your publisher account',
    username: 'Email or username',
    password: 'Password',
    remember: 'Remember me',
    submit: 'Sign in',
    forgot: 'Forgot your password?',
    register: 'Create an account',
    required: 'This field is required',
    failed: 'Wrong email or password',
    loading: 'Loading…',
  },
});
const t = (id, values) => intl.formatMessage({ id }, values);

function Field({ name, type, value, error, onChange }) {
  return h(
    'div',
    { className: 'field' },
    h('label', { htmlFor: name }, t(name)),
    h('input', {
      id: name,
      name,
      type,
      value,
      'aria-invalid': Boolean(error),
      onChange: (event) => onChange(event.target.value),
    }),
    error ? h('p', { className: 'error', role: 'alert' }, error) : null,
  );
}

function LoginPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState({});
  const set = (name) => (value) => setValues((old) => ({ ...old, [name]: value }));
  const submit = async (event) => {
    event.preventDefault();
    const missing = {};
    for (const name of ['username', 'password']) if (!values[name]) missing[name] = t('required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const response = await fetch('/publisher/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: values.username, password: values.password }),
    });
    if (response.ok) await navigate({ to: '/publisher/dashboard' });
    else setErrors({ password: t('failed') });
  };
  return h(
    'form',
    { className: 'card', noValidate: true, onSubmit: submit },
    h('h1', null, t('title')),
    h(Field, {
      name: 'username',
      type: 'text',
      value: values.username,
      error: errors.username,
      onChange: set('username'),
    }),
    h(Field, {
      name: 'password',
      type: 'password',
      value: values.password,
      error: errors.password,
      onChange: set('password'),
    }),
    h('label', { className: 'check' }, h('input', { type: 'checkbox' }), t('remember')),
    h('button', { type: 'submit' }, t('submit')),
    h('p', null, h('a', { href: '#' }, t('forgot')), ' · ', h('a', { href: '#' }, t('register'))),
  );
}

const root = createRootRoute({ component: () => h('div', { className: 'portal' }, h(Outlet)) });
const router = createRouter({
  routeTree: root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/publisher/login', component: LoginPage }),
    createRoute({
      getParentRoute: () => root,
      path: '/publisher/dashboard',
      component: () => h(LedgerPage, { t }),
    }),
  ]),
});

createRoot(document.querySelector('[data-publisher-platform]')).render(
  h(QueryClientProvider, { client: queryClient }, h(RouterProvider, { router })),
);
