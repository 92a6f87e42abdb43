// A portal link moves within the page on a plain click and leaves every other click (new tab,
// new window, download, a handler that took it over) to the browser.
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLink, getHistory, navigate } from '../../../src/shared/routing';

const here = () => {
  const { pathname, search } = getHistory().location;
  return pathname + search;
};
/** The browser's own history is written after the current task. */
const written = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => getHistory().replace('/publisher/dashboard'));

describe('AppLink', () => {
  it('opens the page in place on a plain click', () => {
    render(<AppLink href="/publisher/offers?page=2">Offers</AppLink>);
    const link = screen.getByRole('link', { name: 'Offers' });
    expect(link.getAttribute('href')).toBe('/publisher/offers?page=2');
    const notCancelled = fireEvent.click(link);
    expect(notCancelled).toBe(false);
    expect(here()).toBe('/publisher/offers?page=2');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_, init) => {
    render(<AppLink href="/publisher/offers">Offers</AppLink>);
    const notCancelled = fireEvent.click(screen.getByRole('link', { name: 'Offers' }), init);
    expect(notCancelled).toBe(true);
    expect(here()).toBe('/publisher/dashboard');
  });

  it('leaves a link opening a new tab to the browser', () => {
    render(
      <AppLink href="/publisher/news" target="_blank">
        News
      </AppLink>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'News' }))).toBe(true);
    expect(here()).toBe('/publisher/dashboard');
  });

  it('runs its own click handler first, which may keep the page where it is', () => {
    const seen = vi.fn();
    const { rerender } = render(
      <AppLink href="/publisher/news" onClick={seen}>
        News
      </AppLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(seen).toHaveBeenCalledTimes(1);
    expect(here()).toBe('/publisher/news');

    getHistory().replace('/publisher/dashboard');
    rerender(
      <AppLink href="/publisher/news" onClick={(event) => event.preventDefault()}>
        News
      </AppLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(here()).toBe('/publisher/dashboard');
  });
});

describe('navigate', () => {
  it('adds a history entry, or replaces the current one', async () => {
    await written();
    const before = window.history.length;
    navigate('/publisher/balance');
    expect(here()).toBe('/publisher/balance');
    await written();
    expect(window.history.length).toBe(before + 1);
    navigate('/publisher/payments', { replace: true });
    expect(here()).toBe('/publisher/payments');
    await written();
    expect(window.history.length).toBe(before + 1);
    expect(window.location.pathname).toBe('/publisher/payments');
  });
});
