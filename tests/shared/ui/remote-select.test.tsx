import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../src/shared/notify';
import { queryClient } from '../../../src/shared/query/query-client';
import { RemoteSelect, type RemoteOption } from '../../../src/shared/ui';
import { fetchCollectionPage } from '../../../src/shared/ui/remote-select/remote-fetcher';
import { RemoteSelectImpl } from '../../../src/shared/ui/remote-select/impl';
import { toRemoteSearch } from '../../../src/shared/ui/remote-select/remote-search';
import { json, stubFetch } from '../support';

// jsdom loads no stylesheets: the lazy chunk's stylesheet counts as loaded at once.
vi.mock('../../../src/shared/dom/stylesheets', () => ({
  ensureStylesheet: () => Promise.resolve(),
}));

interface Offer {
  id: number;
  title: string;
}

const offers = (page: number, count = 30): Offer[] =>
  Array.from({ length: count }, (_, i) => ({
    id: (page - 1) * 30 + i + 1,
    title: `Offer ${(page - 1) * 30 + i + 1}`,
  }));

const hydra = (items: Offer[], total = 60) =>
  json({ 'hydra:member': items, 'hydra:totalItems': total, 'hydra:itemsPerPage': 30 });

const source = {
  url: 'offers',
  searchParam: 'title',
  params: { status: 'active' },
  toOption: (offer: Offer): RemoteOption => ({ value: String(offer.id), label: offer.title }),
};

function OfferSelect({ cutHash = false, multiple = false }) {
  const [one, setOne] = useState<RemoteOption | null>(null);
  const [many, setMany] = useState<RemoteOption[]>([]);
  return multiple ? (
    <RemoteSelect label="Offers" source={source} multiple value={many} onValueChange={setMany} />
  ) : (
    <>
      <RemoteSelect
        label="Offer"
        source={source}
        cutHash={cutHash}
        value={one}
        onValueChange={setOne}
      />
      <output>{one?.value ?? 'none'}</output>
    </>
  );
}

const params = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const realTick = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Runs the timers due within `ms`, then lets fetch answers (real ticks) and React updates land. */
const settle = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 20; i += 1) {
      await realTick();
      await vi.advanceTimersByTimeAsync(0);
    }
  });
/** Only what is due now: a request just started is still pending. */
const tick = () => act(() => vi.advanceTimersByTimeAsync(0));

const fakeTimers = () =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });

/** Renders the select and lets the pointer reach it, which mounts the lazily loaded combobox. */
async function renderSelect(props: Parameters<typeof OfferSelect>[0] = {}) {
  render(<OfferSelect {...props} />);
  const name = props.multiple ? 'Offers' : 'Offer';
  const lookAlike = screen.getByRole('combobox', { name });
  fireEvent.pointerEnter(lookAlike);
  const trigger = await waitFor(
    () => {
      const element = screen.getByRole('combobox', { name });
      expect(element).not.toBe(lookAlike);
      return element;
    },
    { timeout: 5000 },
  );
  fakeTimers();
  return trigger;
}

async function openList(trigger: HTMLElement) {
  fireEvent.focus(trigger);
  fireEvent.click(trigger);
  await settle();
  return screen.getByRole('listbox');
}

const search = () => screen.getByRole('combobox', { name: 'Search' });

beforeEach(() => queryClient.clear());
afterEach(() => vi.useRealTimers());

describe('toRemoteSearch', () => {
  it('trims the text, and in cut-hash mode searches a numeric id after #', () => {
    expect(toRemoteSearch('  pra  ')).toEqual({ text: 'pra' });
    expect(toRemoteSearch('#12')).toEqual({ text: '#12' });
    expect(toRemoteSearch(' #12 ', true)).toEqual({ relativeId: 12 });
    expect(toRemoteSearch('#ab', true)).toEqual({ text: '#ab' });
    expect(toRemoteSearch('#', true)).toEqual({ text: '#' });
  });
});

// The first test pays for loading the lazy combobox (Radix, TanStack Query) on a busy machine.
describe('RemoteSelect', { timeout: 20_000 }, () => {
  it('holds its place with an enabled look-alike that a click opens', async () => {
    const requests = stubFetch(() => hydra(offers(1, 3), 3));
    render(<OfferSelect />);
    const lookAlike = screen.getByRole('combobox', { name: 'Offer' });
    expect(lookAlike).toHaveProperty('disabled', false);
    expect(lookAlike.textContent).toBe('Select…');
    fireEvent.click(lookAlike);
    const listbox = await screen.findByRole('listbox', {}, { timeout: 5000 });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    expect(document.activeElement).toBe(search());
    expect(requests).toHaveLength(1);
  });

  it('opens on a mouse press on the look-alike, even if the click then misses it', async () => {
    stubFetch(() => hydra(offers(1, 3), 3));
    render(<OfferSelect />);
    const lookAlike = screen.getByRole('combobox', { name: 'Offer' });
    fireEvent.pointerDown(lookAlike, { pointerType: 'mouse', button: 0 });
    const listbox = await screen.findByRole('listbox', {}, { timeout: 5000 });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    expect(document.activeElement).toBe(search());
  });

  it('opens from the look-alike with the character typed on it, and keeps its focus', async () => {
    const requests = stubFetch((request) => hydra(offers(1, 3), params(request).title ? 3 : 60));
    render(<OfferSelect />);
    const lookAlike = screen.getByRole('combobox', { name: 'Offer' });
    lookAlike.focus();
    fireEvent.keyDown(lookAlike, { key: 'o' });
    await waitFor(() => expect(search()).toHaveProperty('value', 'o'), { timeout: 5000 });
    expect(document.activeElement).toBe(search());
    fireEvent.keyDown(search(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Offer' }));
    await waitFor(() => expect(requests.some((r) => params(r).title === 'o')).toBe(true), {
      timeout: 3000,
    });
  });

  it('asks nothing before the first focus, then the first page', async () => {
    const requests = stubFetch((request) => hydra(offers(Number(params(request).page))));
    const trigger = await renderSelect();
    await settle(5000);
    expect(requests).toHaveLength(0);

    fireEvent.focus(trigger);
    await settle();
    expect(requests).toHaveLength(1);
    expect(params(requests[0]!)).toEqual({ status: 'active', page: '1', itemsPerPage: '30' });
  });

  it('searches the trimmed text once typing pauses for 1000 ms', async () => {
    const requests = stubFetch((request) => hydra(offers(Number(params(request).page))));
    await openList(await renderSelect());
    expect(requests).toHaveLength(1);

    fireEvent.change(search(), { target: { value: 'pr' } });
    await settle(500);
    fireEvent.change(search(), { target: { value: '  pra  ' } });
    await settle(999);
    expect(requests).toHaveLength(1);
    await settle(1);
    expect(requests).toHaveLength(2);
    expect(params(requests[1]!).title).toBe('pra');
  });

  it("in cut-hash mode sends '#12' as a relative id and '#ab' as text", async () => {
    const requests = stubFetch(() => hydra([], 0));
    await openList(await renderSelect({ cutHash: true }));

    fireEvent.change(search(), { target: { value: '#12' } });
    await settle(1000);
    expect(params(requests.at(-1)!)).toMatchObject({ relativeId: '12' });
    expect(params(requests.at(-1)!).title).toBeUndefined();

    fireEvent.change(search(), { target: { value: '#ab' } });
    await settle(1000);
    expect(params(requests.at(-1)!)).toMatchObject({ title: '#ab' });
    expect(params(requests.at(-1)!).relativeId).toBeUndefined();
    await vi.waitFor(() => expect(screen.getByText('No data')).toBeTruthy());
  });

  it('loads the next page when the list is scrolled to its bottom, up to the last page', async () => {
    let release = () => {};
    const secondPage = new Promise<void>((resolve) => (release = resolve));
    const requests = stubFetch(async (request) => {
      const page = Number(params(request).page);
      if (page === 2) await secondPage;
      return hydra(offers(page));
    });
    const listbox = await openList(await renderSelect());
    expect(within(listbox).getAllByRole('option')).toHaveLength(30);

    const scrollToBottom = () => {
      Object.defineProperty(listbox, 'scrollHeight', { configurable: true, value: 1000 });
      Object.defineProperty(listbox, 'clientHeight', { configurable: true, value: 256 });
      listbox.scrollTop = 744;
      fireEvent.scroll(listbox);
    };
    scrollToBottom();
    await tick();
    expect(within(listbox).getByRole('status')).toBeTruthy();
    release();
    await settle();
    expect(params(requests[1]!).page).toBe('2');
    expect(within(listbox).getAllByRole('option')).toHaveLength(60);

    scrollToBottom();
    await settle();
    expect(requests).toHaveLength(2);
  });

  it('ends the spinner of a failed page silently, keeping what it has', async () => {
    let release = () => {};
    const secondPage = new Promise<void>((resolve) => (release = resolve));
    stubFetch(async (request) => {
      if (params(request).page === '1') return hydra(offers(1));
      await secondPage;
      return json({ 'hydra:description': 'Boom' }, { status: 500 });
    });
    const listbox = await openList(await renderSelect());
    Object.defineProperty(listbox, 'scrollHeight', { configurable: true, value: 1000 });
    listbox.scrollTop = 1000;
    fireEvent.scroll(listbox);
    await tick();
    expect(within(listbox).getByRole('status')).toBeTruthy();
    release();
    await settle(10_000);
    expect(within(listbox).queryByRole('status')).toBeNull();
    expect(within(listbox).getAllByRole('option')).toHaveLength(30);
    expect(getToasts()).toEqual([]);
  });

  it('works from the keyboard: typing opens the search, arrows move, Enter chooses', async () => {
    stubFetch((request) => hydra(offers(1, 3), params(request).title ? 3 : 60));
    const trigger = await renderSelect();
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'o' });
    await settle();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(search());
    expect(search()).toHaveProperty('value', 'o');

    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    const listbox = screen.getByRole('listbox', { name: 'Offer' });
    const second = within(listbox).getByRole('option', { name: 'Offer 2' });
    expect(search().getAttribute('aria-activedescendant')).toBe(second.id);
    fireEvent.keyDown(search(), { key: 'Enter' });
    await settle();
    expect(screen.getByText('2', { selector: 'output' })).toBeTruthy();
    expect(trigger.textContent).toBe('Offer 2');
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    await settle();
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.keyDown(search(), { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps every character typed on the trigger before the search box takes the focus', async () => {
    stubFetch((request) => hydra(offers(1, 3), params(request).title ? 3 : 60));
    const trigger = await renderSelect();
    trigger.focus();
    for (const key of ['b', 'e', 'r']) fireEvent.keyDown(trigger, { key });
    await settle();
    expect(search()).toHaveProperty('value', 'ber');
  });

  it('takes in an opening and characters from its look-alike that arrive after it mounted', async () => {
    stubFetch(() => hydra(offers(1, 3), 3));
    const field = {
      id: 'offer',
      'aria-invalid': undefined,
      'aria-describedby': undefined,
      'aria-label': 'Offer',
    };
    const mounted = (opening?: { typed: string }) => (
      <RemoteSelectImpl
        source={source as never}
        value={null}
        onValueChange={() => undefined}
        field={field}
        opening={opening}
      />
    );
    const { rerender } = render(mounted());
    expect(screen.queryByRole('listbox')).toBeNull();
    rerender(mounted({ typed: 'be' }));
    await waitFor(() => expect(search()).toHaveProperty('value', 'be'));
    rerender(mounted({ typed: 'ber' }));
    await waitFor(() => expect(search()).toHaveProperty('value', 'ber'));
  });

  it('shows the chosen options of a multiple select as removable chips', async () => {
    stubFetch(() => hydra(offers(1, 3), 3));
    const trigger = await renderSelect({ multiple: true });
    const listbox = await openList(trigger);
    expect(listbox.getAttribute('aria-multiselectable')).toBe('true');
    fireEvent.click(within(listbox).getByRole('option', { name: 'Offer 1' }));
    fireEvent.click(within(listbox).getByRole('option', { name: 'Offer 3' }));
    await settle();
    expect(
      within(listbox).getByRole('option', { name: 'Offer 3' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(trigger.textContent).toBe('2 selected');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Offer 1' }));
    await settle();
    expect(screen.queryByRole('button', { name: 'Remove Offer 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Offer 3' })).toBeTruthy();
  });
});

describe('the shared paginated GET', () => {
  it('assumes 10000 pages when the answer gives no total', async () => {
    stubFetch(() => json({ 'hydra:member': offers(1) }));
    const page = await fetchCollectionPage(source, {
      page: 1,
      search: { text: '' },
      signal: new AbortController().signal,
    });
    expect(page.totalPages).toBe(10_000);
    expect(page.items[0]).toEqual({ value: '1', label: 'Offer 1' });
  });
});
