// A table's page, size and sort are the route's search params. A change is written to the URL at
// once, or (drawFirst) drawn at once and written after that frame is painted; Back or a link
// still decides what is shown.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as TanStackRouter from '@tanstack/react-router';
import { createRootRouteWithContext, createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  createRoutedApp,
  isUnder,
  tableSearch,
  useRouteSearch,
  useSetRouteSearch,
  useTableSearch,
  type RouterContext,
} from '../../../src/shared';
import { getHistory } from '../../../src/shared/routing/history';

const seen: unknown[] = [];
const root = createRootRouteWithContext<RouterContext>()();
const list = createRoute({
  getParentRoute: () => root,
  path: '/publisher/list',
  validateSearch: v.object({ ...tableSearch.entries, q: v.optional(v.string()) }),
  component: function List() {
    const [state, setState] = useTableSearch(list);
    seen.push(state);
    const setSearch = useSetRouteSearch(list);
    const q = useRouteSearch(list, (search) => search.q);
    return (
      <>
        <button type="button" onClick={() => setState({ ...state, page: state.page + 1 })}>
          {`page ${state.page} of ${state.pageSize}, ${state.sort ?? 'unsorted'}`}
        </button>
        <button
          type="button"
          onClick={() => {
            // Sorted, then Page 2 clicked before the sort is drawn: both from the same stale state.
            setState({ ...state, sort: 'payout', order: 'desc', page: 1 });
            setState({ ...state, page: 2 });
          }}
        >
          sort then page
        </button>
        <button type="button" onClick={() => void setSearch({ q: `${q ?? ''}x` })}>
          {`filter ${q ?? ''}`}
        </button>
      </>
    );
  },
});
const drawn = createRoute({
  getParentRoute: () => root,
  path: '/publisher/drawn',
  validateSearch: tableSearch,
  component: function Drawn() {
    const [{ page }, setState] = useTableSearch(drawn, { drawFirst: true });
    return (
      <button type="button" onClick={() => setState({ page: page + 1, pageSize: 10 })}>
        {`page ${page}`}
      </button>
    );
  },
});
const App = createRoutedApp(TanStackRouter, root.addChildren([list, drawn]), {
  owns: (path) => isUnder(path, '/publisher/list') || isUnder(path, '/publisher/drawn'),
});

/** Lets the frame paint and the write after it land. */
const afterPaint = () =>
  act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
  });

async function open(url: string) {
  getHistory().replace(url);
  await act(async () => {
    render(<App />);
  });
}

describe('useTableSearch', () => {
  it("reads the table's state from the URL and writes a change as a new history entry", async () => {
    await open('/publisher/list?page=2&pageSize=20&sort=name&order=desc');
    const table = await screen.findByRole('button', { name: /^page/ });
    expect(table.textContent).toBe('page 2 of 20, name');

    fireEvent.click(table);
    await waitFor(() => expect(getHistory().location.search).toContain('page=3'));
    expect(getHistory().location.search).toContain('sort=name');
    expect(screen.getByRole('button', { name: /^page/ }).textContent).toBe('page 3 of 20, name');

    await act(async () => {
      getHistory().back();
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^page/ }).textContent).toBe('page 2 of 20, name'),
    );
  });

  it('lays a second change made before the first is drawn over the first', async () => {
    await open('/publisher/list?page=3&q=a');
    fireEvent.click(await screen.findByRole('button', { name: 'sort then page' }));
    await screen.findByRole('button', { name: 'page 2 of 10, payout' });
    const search = new URLSearchParams(getHistory().location.search);
    expect(Object.fromEntries(search)).toMatchObject({ page: '2', sort: 'payout', q: 'a' });
    expect(search.get('order')).toContain('desc');
  });

  it('keeps the same state object while only other search params change', async () => {
    await open('/publisher/list?page=4');
    await screen.findByRole('button', { name: /^page 4/ });
    const before = seen.at(-1);
    fireEvent.click(screen.getByRole('button', { name: /^filter/ }));
    await screen.findByRole('button', { name: 'filter x' });
    expect(seen.at(-1)).toBe(before);
  });

  it('drawFirst shows a change before the URL holds it, then writes it', async () => {
    await open('/publisher/drawn?page=2');
    fireEvent.click(await screen.findByRole('button', { name: 'page 2' }));
    expect(screen.getByRole('button').textContent).toBe('page 3');
    expect(getHistory().location.search).toContain('page=2');

    await afterPaint();
    expect(getHistory().location.search).toContain('page=3');
    expect(screen.getByRole('button').textContent).toBe('page 3');

    await act(async () => {
      getHistory().back();
    });
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('page 2'));
  });

  it('drawFirst lets a URL change made before the write win over the unwritten change', async () => {
    await open('/publisher/drawn?page=1');
    fireEvent.click(await screen.findByRole('button', { name: 'page 1' }));
    expect(screen.getByRole('button').textContent).toBe('page 2');
    // A link to page 5 is followed before the frame is painted: the link decides.
    await act(async () => {
      getHistory().push('/publisher/drawn?page=5');
    });
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('page 5'));
    await afterPaint();
    expect(screen.getByRole('button').textContent).toBe('page 5');
    expect(getHistory().location.search).toContain('page=5');
  });
});
