import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, type DataTableState } from '../../../src/shared/ui';
import type { DataTableProps } from '../../../src/shared/ui/data-table/types';
import { ApiError } from '../../../src/shared/api';

// jsdom loads no stylesheets: the lazy chunk's stylesheet counts as loaded at once.
vi.mock('../../../src/shared/dom/stylesheets', () => ({
  ensureStylesheet: () => Promise.resolve(),
}));

interface Offer {
  id: number;
  name: string;
  payout: number;
}

const offers: Offer[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `Offer ${String.fromCharCode(65 + ((i * 7) % 23))}`,
  payout: (i * 13) % 50,
}));

const columns: DataTableColumn<Offer>[] = [
  { id: 'name', header: 'Name', sortValue: (o) => o.name, hideable: false, card: 'title' },
  { id: 'payout', header: 'Payout', sortValue: (o) => o.payout, sortDescFirst: true },
  { id: 'id', header: 'ID', cell: (o) => `#${o.id}` },
];

type Props = Partial<DataTableProps<Offer>> & { initial?: Partial<DataTableState> };

/** A parent that keeps the table's state, as a route keeps its search params. */
function Harness({ initial, onStateChange, ...props }: Props) {
  const [state, setState] = useState<DataTableState>({ page: 1, pageSize: 10, ...initial });
  return (
    <DataTable<Offer>
      label="Offers"
      columns={columns}
      data={offers}
      getRowId={(o) => String(o.id)}
      state={state}
      onStateChange={(next) => {
        onStateChange?.(next);
        setState(next);
      }}
      {...props}
    />
  );
}

const bodyRows = async () => {
  const table = await screen.findByRole('table', { name: 'Offers' }, { timeout: 5000 });
  return within(table).getAllByRole('row').slice(1);
};
const firstCells = async () =>
  (await bodyRows()).map((row) => row.querySelector('td')?.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name });

function stubPhone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

// The lazy chunks (table, Radix Select and Popover) are loaded once up front, so no test waits
// for a cold import on a busy machine.
beforeAll(async () => {
  await Promise.all([
    import('../../../src/shared/ui/data-table/impl'),
    import('../../../src/shared/ui/select/impl'),
    import('../../../src/shared/ui/popover/impl'),
  ]);
}, 30_000);
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('DataTable sorting', () => {
  it('cycles ascend, descend, ascend and never back to unsorted', async () => {
    const onStateChange = vi.fn();
    render(<Harness onStateChange={onStateChange} />);
    await bodyRows();
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    expect(header('ID').getAttribute('aria-sort')).toBeNull();

    const button = within(header('Name')).getByRole('button', { name: 'Name' });
    fireEvent.click(button);
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect((await firstCells())[0]).toBe('Offer A');
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, sort: 'name', order: 'asc' }),
    );

    fireEvent.click(button);
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect((await firstCells())[0]).toBe('Offer W');

    fireEvent.click(button);
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ order: 'asc' }));
  });

  it('starts a descend-first column descending, then ascends', async () => {
    render(<Harness />);
    await bodyRows();
    const button = within(header('Payout')).getByRole('button');
    fireEvent.click(button);
    expect(header('Payout').getAttribute('aria-sort')).toBe('descending');
    const payouts = (await bodyRows()).map((row) => Number(row.children[1]?.textContent));
    expect(payouts[0]).toBe(Math.max(...offers.map((o) => o.payout)));
    fireEvent.click(button);
    expect(header('Payout').getAttribute('aria-sort')).toBe('ascending');
  });

  it('sorts from the state it is given (a URL) and goes back to page 1 on a new sort', async () => {
    const onStateChange = vi.fn();
    render(
      <Harness initial={{ page: 2, sort: 'name', order: 'desc' }} onStateChange={onStateChange} />,
    );
    expect(await firstCells()).toHaveLength(10);
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header('Payout')).getByRole('button'));
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, sort: 'payout', order: 'desc' }),
    );
  });

  it('settles after a sort even when the parent passes new columns on every render', async () => {
    let renders = 0;
    function Fresh() {
      const [state, setState] = useState<DataTableState>({ page: 1, pageSize: 10 });
      renders += 1;
      return (
        <DataTable<Offer>
          label="Offers"
          columns={columns.map((column) => ({ ...column }))}
          data={offers}
          getRowId={(o) => String(o.id)}
          state={state}
          onStateChange={setState}
        />
      );
    }
    render(<Fresh />);
    await bodyRows();
    fireEvent.click(within(header('Name')).getByRole('button'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(renders).toBeLessThan(10);
  });

  it('ignores a sort on an unknown column', async () => {
    render(<Harness initial={{ sort: 'nope', order: 'asc' }} />);
    expect((await firstCells())[0]).toBe(offers[0]?.name);
  });
});

describe('DataTable pagination', () => {
  it('shows "{start}-{end} of {total}" and moves between pages', async () => {
    render(<Harness />);
    await bodyRows();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav.textContent).toContain('1-10 of 23');
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(nav).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(nav.textContent).toContain('11-20 of 23');
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(nav.textContent).toContain('21-23 of 23');
    expect(await bodyRows()).toHaveLength(3);
    expect(within(nav).getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('is hidden when everything fits on one page', async () => {
    render(<Harness data={offers.slice(0, 10)} />);
    expect(await bodyRows()).toHaveLength(10);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('changes the page size and goes back to page 1', async () => {
    const onStateChange = vi.fn();
    render(<Harness initial={{ page: 2 }} onStateChange={onStateChange} />);
    await bodyRows();
    const size = await screen.findByRole('combobox', { name: 'Rows per page' });
    expect(size.textContent).toContain('10 / page');
    fireEvent.click(size);
    fireEvent.click(await screen.findByRole('option', { name: '50 / page' }));
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, pageSize: 50 }),
    );
    expect(await bodyRows()).toHaveLength(23);
    // One page now, but the larger size can still be undone.
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).queryByRole('button', { name: 'Next page' })).toBeNull();
    expect(within(nav).getByRole('combobox', { name: 'Rows per page' })).toBeTruthy();
  });

  it('shows the last page for a page beyond it (an old link)', async () => {
    render(<Harness initial={{ page: 9 }} />);
    expect(await bodyRows()).toHaveLength(3);
  });

  it('server-side: shows the given page and total, and asks the parent for the next', async () => {
    const onStateChange = vi.fn();
    render(
      <Harness
        data={offers.slice(0, 10)}
        total={95}
        initial={{ page: 4 }}
        onStateChange={onStateChange}
      />,
    );
    expect(await bodyRows()).toHaveLength(10);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav.textContent).toContain('31-40 of 95');
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 5' }));
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 5 }));
    // The server sorts: the rows keep the order they came in.
    fireEvent.click(within(header('Name')).getByRole('button'));
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, sort: 'name', order: 'asc' }),
    );
    expect((await firstCells())[0]).toBe(offers[0]?.name);
  });
});

describe('DataTable columns, states and layout', () => {
  it('hides and shows columns from the column menu, and remembers the choice', async () => {
    const { unmount } = render(<Harness storageKey="offers" />);
    await bodyRows();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('dialog', { name: 'Shown columns' });
    expect(within(menu).queryByRole('checkbox', { name: 'Name' })).toBeNull();
    fireEvent.click(within(menu).getByRole('checkbox', { name: 'Payout' }));
    expect(screen.queryByRole('columnheader', { name: 'Payout' })).toBeNull();
    unmount();

    render(<Harness storageKey="offers" />);
    await bodyRows();
    expect(screen.queryByRole('columnheader', { name: 'Payout' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'ID' })).toBeTruthy();
  });

  it('shows skeleton rows while loading, in the rows of the table', async () => {
    render(<Harness data={undefined} loading />);
    const table = await screen.findByRole('table', { name: 'Offers' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    const skeletons = table.querySelectorAll('[data-slot="skeleton-row"]');
    expect(skeletons).toHaveLength(10);
    expect(skeletons[0]?.className).toContain('pp:h-12');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('goes from its skeleton straight to the rows that arrive, never through "No data"', async () => {
    const { rerender } = render(<Harness data={undefined} loading />);
    const table = await screen.findByRole('table', { name: 'Offers' });
    const seen: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) seen.push(node.textContent ?? '');
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    rerender(<Harness data={offers} loading={false} />);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    observer.disconnect();
    expect(seen.some((text) => text.includes('No data'))).toBe(false);
  });

  it('says "No data" when there are no rows', async () => {
    render(<Harness data={[]} />);
    expect((await screen.findByRole('status')).textContent).toContain('No data');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows an error with Retry', async () => {
    const onRetry = vi.fn();
    render(<Harness data={undefined} error={new Error('boom')} onRetry={onRetry} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Something went wrong');
    fireEvent.click(within(status).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("shows the server's own error text", async () => {
    const error = new ApiError({ kind: 'http', status: 500, message: 'Report is being rebuilt' });
    render(<Harness data={undefined} error={error} />);
    expect((await screen.findByRole('status')).textContent).toContain('Report is being rebuilt');
  });

  it('shows a refused request (400) as its text, without a Retry that cannot help', async () => {
    const error = new ApiError({ kind: 'http', status: 400, message: 'sort is not a column.' });
    render(<Harness data={undefined} error={error} onRetry={vi.fn()} />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('sort is not a column.');
    expect(within(status).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('becomes cards of label/value pairs at phone width, with a sort select', async () => {
    stubPhone(true);
    render(<Harness rowAttributes={(o) => ({ 'data-offer': String(o.id) })} />);
    const list = await screen.findByRole('list', { name: 'Offers' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    const first = cards[0]!;
    expect(first.getAttribute('data-offer')).toBe('1');
    expect(first.textContent).toContain(offers[0]?.name);
    const terms = [...first.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Payout', 'ID']);
    expect(first.querySelector('dd')?.textContent).toBe(String(offers[0]?.payout));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
  });

  it('renders only the visible rows of a long list', async () => {
    // jsdom lays nothing out: the scroll box reports 600 px, a row 48 px.
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(48);
    const many = Array.from({ length: 1000 }, (_, i) => ({ id: i, name: `Row ${i}`, payout: i }));
    render(<Harness data={many} paginate={false} />);
    const table = await screen.findByRole('table', { name: 'Offers' });
    await waitFor(() =>
      expect(table.querySelectorAll('tbody tr[data-index]').length).toBeGreaterThan(5),
    );
    const rendered = table.querySelectorAll('tbody tr[data-index]').length;
    expect(rendered).toBeLessThan(100);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('renders the rows scrolled to in a long list, the scrollbar sized for all of them', async () => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const many = Array.from({ length: 1000 }, (_, i) => ({ id: i, name: `Row ${i}`, payout: i }));
    render(<Harness data={many} paginate={false} />);
    const table = await screen.findByRole('table', { name: 'Offers' });
    const box = table.closest('[data-slot="data-table-scroll"]') as HTMLElement;
    const indexes = () =>
      [...table.querySelectorAll('tbody tr[data-index]')].map((tr) =>
        Number(tr.getAttribute('data-index')),
      );
    await waitFor(() => expect(indexes()[0]).toBe(0));
    box.scrollTop = 500 * 48;
    fireEvent.scroll(box);
    await waitFor(() => expect(indexes()).toContain(500));
    expect(indexes().length).toBeLessThan(100);
    const spacers = [...table.querySelectorAll<HTMLElement>('tbody tr[aria-hidden="true"]')];
    const rendered = indexes().length * 48;
    const spaced = spacers.reduce((sum, tr) => sum + parseFloat(tr.style.height), 0);
    expect(spaced + rendered).toBe(1000 * 48);
  });

  it('shows a long server-sorted list in the order given, only its visible rows', async () => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      id: i,
      name: `Row ${9_999 - i}`,
      payout: i,
    }));
    render(<Harness data={many} total={many.length} paginate={false} initial={{ sort: 'name' }} />);
    const table = await screen.findByRole('table', { name: 'Offers' });
    await waitFor(() =>
      expect(table.querySelectorAll('tbody tr[data-index]').length).toBeGreaterThan(5),
    );
    const rows = [...table.querySelectorAll('tbody tr[data-index]')];
    expect(rows.length).toBeLessThan(100);
    // The server's order, not the table's own sort by name.
    expect(rows[0]?.textContent).toContain('Row 9999');
    expect(rows[1]?.textContent).toContain('Row 9998');
  });
});
