import { Component, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chunk, lazyPart } from '../../../src/shared/ui';

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

  it('takes a failed load to the error boundary, and the next use tries again', async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue({ Greeting });
    const Part = lazyPart(chunk(load), (m) => m.Greeting);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(
      <Boundary>
        <Part name="Ann" />
      </Boundary>,
    );
    expect(await screen.findByText('Failed: chunk missing')).toBeTruthy();
    unmount();
    render(<Part name="Ann" />);
    expect(await screen.findByText('Hello, Ann')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
