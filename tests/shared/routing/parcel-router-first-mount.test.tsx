// A routed parcel's very first mount in a page, drawn in a transition (as on a page load) while
// the query client is still loading: the page appears, and React does not fail on the way
// ("Update hook called on initial render", its error 467, came from waiting for it only when it
// was not loaded yet).
import { act, screen } from '@testing-library/react';
import * as TanStackRouter from '@tanstack/react-router';
import { createRootRouteWithContext, createRoute } from '@tanstack/react-router';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { createRoutedApp, isUnder, type RouterContext } from '../../../src/shared';
import { getHistory } from '../../../src/shared/routing/history';

const root = createRootRouteWithContext<RouterContext>()();
const home = createRoute({
  getParentRoute: () => root,
  path: '/publisher/first',
  component: () => <p>first page</p>,
});
const App = createRoutedApp(TanStackRouter, root.addChildren([home]), {
  owns: (path) => isUnder(path, '/publisher/first'),
});

it('shows the first page of a parcel mounted while what it waits for is loading', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  getHistory().replace('/publisher/first');
  const container = document.body.appendChild(document.createElement('div'));
  const reactRoot = createRoot(container, {
    onCaughtError: (error) => console.error(error),
    onUncaughtError: (error) => console.error(error),
    onRecoverableError: (error) => console.error(error),
  });
  await act(async () => startTransition(() => reactRoot.render(<App />)));
  expect(await screen.findByText('first page')).toBeDefined();
  expect(errors).not.toHaveBeenCalled();
  act(() => reactRoot.unmount());
});
