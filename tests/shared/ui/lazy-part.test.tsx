import { Component, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chunk } from '../../../src/shared/parcel/chunk';
import { lazyPart } from '../../../src/shared/ui';

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;
const Placeholder = ({ name }: { name: string }) => <p>Loading {name}…</p>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError = (error: Error) => ({ error });
  override render = () =>
    this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
}

describe('lazyPart', () => {
  it('shows its fallback with the same props until the code is in, never a Suspense fallback', async () => {
    const module = deferred<{ Greeting: typeof Greeting }>();
    const Part = lazyPart(
      chunk(() => module.promise),
      (m) => m.Greeting,
      Placeholder,
    );
    render(
      <Suspense fallback={<p>Suspended</p>}>
        <Part name="Ann" />
      </Suspense>,
    );
    expect(screen.getByText('Loading Ann…')).toBeTruthy();
    module.resolve({ Greeting });
    expect(await screen.findByText('Hello, Ann')).toBeTruthy();
    expect(screen.queryByText('Suspended')).toBeNull();
  });

  it('is drawn in its first render once its code is in, and loads it once for every use', async () => {
    const load = vi.fn(() => Promise.resolve({ Greeting }));
    const from = chunk(load);
    const Part = lazyPart(from, (m) => m.Greeting, Placeholder);
    await from();
    render(
      <>
        <Part name="Ann" />
        <Part name="Bob" />
      </>,
    );
    expect(screen.getByText('Hello, Ann')).toBeTruthy();
    expect(screen.getByText('Hello, Bob')).toBeTruthy();
    expect(screen.queryByText(/Loading/)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows Retry where its code could not be loaded, and draws the part in place', async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ Greeting });
    const Part = lazyPart(chunk(load), (m) => m.Greeting);
    render(
      <Boundary>
        <Part name="Ann" />
        <Part name="Bob" />
      </Boundary>,
    );
    const retries = await screen.findAllByRole('button', { name: 'Retry' });
    expect(retries).toHaveLength(2);
    expect(screen.queryByText(/Failed:/)).toBeNull();
    retries[0]?.click();
    // One Retry brings in the code, and every copy of the part is drawn with it.
    expect(await screen.findByText('Hello, Ann')).toBeTruthy();
    expect(await screen.findByText('Hello, Bob')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes an error of the part itself on to the boundary above', async () => {
    const Broken = (): ReactNode => {
      throw new Error('render failed');
    };
    const Part = lazyPart(
      chunk(() => Promise.resolve({ Broken })),
      (m) => m.Broken,
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Part />
      </Boundary>,
    );
    expect(await screen.findByText('Failed: render failed')).toBeTruthy();
  });
});
