import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderWhenNear } from '../../../src/shared/ui';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** An IntersectionObserver the test moves: `near(true)` brings the observed place into view. */
function fakeObserver() {
  const state: { callback?: Callback; margin?: string; disconnected: boolean } = {
    disconnected: false,
  };
  class FakeObserver {
    constructor(callback: Callback, options: { rootMargin?: string }) {
      state.callback = callback;
      state.margin = options.rootMargin;
    }
    observe() {}
    disconnect() {
      state.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    state,
    near: (isIntersecting: boolean) => act(() => state.callback?.([{ isIntersecting }])),
  };
}

describe('RenderWhenNear', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the placeholder until the place comes near the viewport, then keeps the content', () => {
    const observer = fakeObserver();
    render(
      <RenderWhenNear placeholder={<p>placeholder</p>} margin="200px">
        <p>chart</p>
      </RenderWhenNear>,
    );
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(observer.state.margin).toBe('200px');
    observer.near(false);
    expect(screen.queryByText('chart')).toBeNull();
    observer.near(true);
    expect(screen.getByText('chart')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(observer.state.disconnected).toBe(true);
  });

  it('renders the content at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <RenderWhenNear placeholder={<p>placeholder</p>}>
        <p>chart</p>
      </RenderWhenNear>,
    );
    expect(screen.getByText('chart')).toBeTruthy();
  });
});
