// What no first screen needs (the header's balance and counters) waits until a routed page has
// shown its first screen, or a few seconds at most when none ever does.
import { act, render, screen } from '@testing-library/react';
import * as TanStackRouter from '@tanstack/react-router';
import { createRootRouteWithContext, createRoute } from '@tanstack/react-router';
import { afterEach, expect, it, vi } from 'vitest';
import type { RouterContext } from '../../../src/shared';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

async function loadShared() {
  const [shared, { getHistory }] = await Promise.all([
    import('../../../src/shared'),
    import('../../../src/shared/routing/history'),
  ]);
  return { ...shared, getHistory };
}

it('turns true once a routed parcel shows its first page, not before', async () => {
  const shared = await loadShared();
  const seen: boolean[] = [];
  function HeaderFigures() {
    const shown = shared.useFirstScreenShown();
    seen.push(shown);
    return <p>{shown ? 'figures asked for' : 'figures wait'}</p>;
  }
  const root = createRootRouteWithContext<RouterContext>()();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/publisher/first-screen',
    component: () => <h1>The page</h1>,
  });
  const App = shared.createRoutedApp(TanStackRouter, root.addChildren([page]), {
    owns: (path) => shared.isUnder(path, '/publisher/first-screen'),
  });
  shared.getHistory().replace('/publisher/first-screen');
  render(
    <>
      <HeaderFigures />
      <App />
    </>,
  );
  expect(screen.getByText('figures wait')).toBeDefined();
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeDefined();
  expect(await screen.findByText('figures asked for')).toBeDefined();
  expect(seen[0]).toBe(false);
});

it('turns true after a few seconds when no page ever shows', async () => {
  vi.useFakeTimers();
  const shared = await loadShared();
  function HeaderFigures() {
    return <p>{shared.useFirstScreenShown() ? 'figures asked for' : 'figures wait'}</p>;
  }
  render(<HeaderFigures />);
  act(() => vi.advanceTimersByTime(3_900));
  expect(screen.getByText('figures wait')).toBeDefined();
  act(() => vi.advanceTimersByTime(200));
  expect(screen.getByText('figures asked for')).toBeDefined();
});
