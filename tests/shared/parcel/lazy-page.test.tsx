import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../../src/shared/parcel';

const Page = ({ name }: { name: string }) => <h1>{name}</h1>;

describe('lazyPage', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const LazySettings = lazyPage(load);
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
    const LazyNews = lazyPage<{ name: string }>(() => new Promise((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>loading</p>}>
        <LazyNews name="News" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    arrive({ default: Page });
    expect(await screen.findByRole('heading', { name: 'News' })).toBeTruthy();
  });

  it('keeps a failed load failed, so the route shows its error', async () => {
    const load = vi.fn(() => Promise.reject(new Error('chunk failed')));
    const LazyBroken = lazyPage(load);
    await expect(LazyBroken.preload()).rejects.toThrow('chunk failed');
    await expect(LazyBroken.preload()).rejects.toThrow('chunk failed');
    expect(load).toHaveBeenCalledOnce();
  });
});
