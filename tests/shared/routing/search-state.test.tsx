// A view change made by hand (sort, page) is drawn at once and written to the URL after that
// frame is painted; Back or a link still decides what is shown.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as TanStackRouter from '@tanstack/react-router';
import { createRootRouteWithContext, createRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import {
  createRoutedApp,
  isUnder,
  tableSearch,
  useRouteSearchState,
  type RouterContext,
} from '../../../src/shared';
import { getHistory } from '../../../src/shared/routing/history';

const pageOf = (search: { page: number }) => ({ page: search.page });
const root = createRootRouteWithContext<RouterContext>()();
const list = createRoute({
  getParentRoute: () => root,
  path: '/publisher/list',
  validateSearch: tableSearch,
  component: function List() {
    const [{ page }, setPage] = useRouteSearchState(list, pageOf);
    return (
      <button type="button" onClick={() => setPage({ page: page + 1 })}>
        {`page ${page}`}
      </button>
    );
  },
});
const App = createRoutedApp(TanStackRouter, root.addChildren([list]), {
  owns: (path) => isUnder(path, '/publisher/list'),
});

/** Lets the frame paint and the write after it land. */
const afterPaint = () =>
  act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
  });

describe('useRouteSearchState', () => {
  it('shows a change before the URL holds it, then writes it as a new history entry', async () => {
    getHistory().replace('/publisher/list?page=2');
    await act(async () => {
      render(<App />);
    });
    expect((await screen.findByRole('button')).textContent).toBe('page 2');

    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('page 3');
    expect(getHistory().location.search).toContain('page=2');

    await afterPaint();
    expect(getHistory().location.search).toContain('page=3');
    expect(screen.getByRole('button').textContent).toBe('page 3');

    // Back steps to the view before the change.
    await act(async () => {
      getHistory().back();
    });
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('page 2'));
  });

  it('lets a URL change made before the write win over the unwritten change', async () => {
    getHistory().replace('/publisher/list?page=1');
    await act(async () => {
      render(<App />);
    });
    fireEvent.click(await screen.findByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('page 2');
    // A link to page 5 is followed before the frame is painted: the link decides.
    await act(async () => {
      getHistory().push('/publisher/list?page=5');
    });
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('page 5'));
    await afterPaint();
    expect(screen.getByRole('button').textContent).toBe('page 5');
    expect(getHistory().location.search).toContain('page=5');
  });
});
