import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { chunk, lazyPage } from '../../../src/shared/parcel';

const Page = ({ name }: { name: string }) => <h1>{name}</h1>;

describe('lazyPage', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const LazySettings = lazyPage(chunk(load));
    await LazySettings.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <LazySettings name="Settings" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    await LazySettings.preload();
    expect(load).toHaveBeenCalledOnce();
  });

  it('suspends until its code arrives when rendered first', async () => {
    let arrive: (module: { default: typeof Page }) => void = () => undefined;
    const LazyNews = lazyPage(
      chunk<{ default: typeof Page }>(() => new Promise((resolve) => (arrive = resolve))),
    );
    render(
      <Suspense fallback={<p>loading</p>}>
        <LazyNews name="News" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    arrive({ default: Page });
    expect(await screen.findByRole('heading', { name: 'News' })).toBeTruthy();
  });

  it('fails its route with the load, and loads again when the route is retried', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Page });
    const LazyPage = lazyPage(chunk(load));
    await expect(LazyPage.preload()).rejects.toThrow('could not be loaded');
    await expect(LazyPage.preload()).resolves.toBeUndefined();
    render(<LazyPage name="Offers" />);
    expect(screen.getByRole('heading', { name: 'Offers' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
