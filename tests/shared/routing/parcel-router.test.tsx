// A parcel's route tree on the shared router options: validated search with defaults, the shared
// error view (inside the parcel, with Retry), "Not found" only below the parcel's own paths.
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as TanStackRouter from '@tanstack/react-router';
import { createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRoutedApp,
  isUnder,
  chunk,
  lazyPage,
  tableSearch,
  useRouteSearch,
  type RouterContext,
} from '../../../src/shared';
import { getHistory } from '../../../src/shared/routing/history';

let broken = true;
const root = createRootRouteWithContext<RouterContext>()();
const items = createRoute({
  getParentRoute: () => root,
  path: '/publisher/items',
  validateSearch: tableSearch,
  loader: ({ context }) => ({ client: Boolean(context.queryClient) }),
  component: function Items() {
    const { page, pageSize } = useRouteSearch(items);
    const { client } = items.useLoaderData();
    return <p>{`page ${page} of ${pageSize}, client ${client}`}</p>;
  },
});
const flaky = createRoute({
  getParentRoute: () => root,
  path: '/publisher/items/flaky',
  component: function Flaky() {
    if (broken) throw new Error('boom');
    return <p>recovered</p>;
  },
});
let chunkArrives = false;
const Broken = lazyPage<object>(
  chunk(() =>
    chunkArrives
      ? Promise.resolve({ default: () => <p>chunk arrived</p> })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  ),
);
const chunkRoute = createRoute({
  getParentRoute: () => root,
  path: '/publisher/items/chunk',
  component: Broken,
});
const moved = createRoute({
  getParentRoute: () => root,
  path: '/publisher/items/old',
  beforeLoad: () => {
    throw redirect({ to: '/publisher/items/picked', search: { page: 7 }, replace: true });
  },
});
let pickedRenders = 0;
const picked = createRoute({
  getParentRoute: () => root,
  path: '/publisher/items/picked',
  validateSearch: tableSearch,
  component: function Picked() {
    pickedRenders += 1;
    const { page } = useRouteSearch(picked, (search) => ({ page: search.page }));
    return <p>{`picked page ${page}`}</p>;
  },
});
const App = createRoutedApp(
  TanStackRouter,
  root.addChildren([items, flaky, chunkRoute, moved, picked]),
  {
    owns: (path) => isUnder(path, '/publisher/items'),
  },
);

const open = async (url: string) => {
  getHistory().replace(url);
  await act(async () => {
    render(<App />);
  });
};

describe('createRoutedApp', () => {
  // The failures below are expected; React and the error view log them.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('hands the page its validated search, defaults for invalid values, and the query client', async () => {
    await open('/publisher/items?page=abc&pageSize=7');
    expect(await screen.findByText('page 1 of 10, client true')).toBeDefined();
  });

  it('keeps valid search params', async () => {
    await open('/publisher/items?page=3&pageSize=50');
    expect(await screen.findByText('page 3 of 50, client true')).toBeDefined();
  });

  it('re-renders a page that selects part of the search only when that part changes', async () => {
    await open('/publisher/items/picked?page=2');
    expect(await screen.findByText('picked page 2')).toBeDefined();
    const before = pickedRenders;
    await act(async () => getHistory().push('/publisher/items/picked?page=2&pageSize=50'));
    expect(pickedRenders).toBe(before);
    await act(async () => getHistory().push('/publisher/items/picked?page=3&pageSize=50'));
    expect(await screen.findByText('picked page 3')).toBeDefined();
  });

  it('shows a failing page as the shared error with a Retry that runs it again', async () => {
    await open('/publisher/items/flaky');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This section stopped working');
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('recovered')).toBeDefined();
  });

  it('says a page whose code cannot be loaded could not be loaded; Retry draws it in place', async () => {
    await open('/publisher/items/chunk');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This section could not be loaded',
    );
    chunkArrives = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('chunk arrived')).toBeDefined();
  });

  it('follows a redirect of its first load to the page it leads to', async () => {
    await open('/publisher/items/old');
    expect(await screen.findByText('picked page 7')).toBeDefined();
    expect(window.location.pathname).toBe('/publisher/items/picked');
  });

  it('shows "Not found" below its own paths and nothing elsewhere', async () => {
    await open('/publisher/items/unknown/page');
    expect(await screen.findByText('The page you are looking for does not exist.')).toBeDefined();
  });

  it('renders nothing for a path it does not own', async () => {
    await open('/publisher/elsewhere');
    const { container } = render(<div data-testid="probe" />);
    expect(container.textContent).toBe('');
    expect(screen.queryByText('The page you are looking for does not exist.')).toBeNull();
  });

  it('keeps its page when the URL moves to another parcel, until it is unmounted', async () => {
    await open('/publisher/items?page=4&pageSize=10');
    expect(await screen.findByText('page 4 of 10, client true')).toBeDefined();
    await act(async () => getHistory().push('/publisher/elsewhere'));
    expect(screen.getByText('page 4 of 10, client true')).toBeDefined();
    await act(async () => getHistory().push('/publisher/items?page=5&pageSize=10'));
    expect(await screen.findByText('page 5 of 10, client true')).toBeDefined();
  });

  it('follows only the section its host gives it, within its own paths', async () => {
    getHistory().replace('/publisher/items/picked?page=2');
    const onlyPicked = (path: string) => isUnder(path, '/publisher/items/picked');
    await act(async () => {
      render(<App within={onlyPicked} />);
    });
    expect(await screen.findByText('picked page 2')).toBeDefined();
    await act(async () => getHistory().push('/publisher/items?page=6&pageSize=10'));
    expect(screen.getByText('picked page 2')).toBeDefined();
    expect(screen.queryByText('page 6 of 10, client true')).toBeNull();
    await act(async () => getHistory().push('/publisher/items/picked?page=3'));
    expect(await screen.findByText('picked page 3')).toBeDefined();
  });
});
