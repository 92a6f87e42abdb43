// A button that sends its action once: clicks while the action runs are ignored.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActionButton } from '../../../src/shared/ui';

/** A promise and the functions that settle it. */
function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ActionButton', () => {
  it('runs its action once for a double click, busy until the action settles', async () => {
    const pending = deferred();
    const action = vi.fn(() => pending.promise);
    render(<ActionButton onAction={action}>Launch</ActionButton>);
    const button = screen.getByRole('button', { name: 'Launch' });
    // Two clicks in the same tick: nothing has been drawn between them.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    fireEvent.click(button);
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');

    await act(async () => pending.resolve());
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(button.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
  });

  it('takes clicks again after a failure, without an unhandled rejection', async () => {
    const failing = deferred();
    const action = vi.fn(() => failing.promise);
    render(<ActionButton onAction={action}>Delete</ActionButton>);
    const button = screen.getByRole('button', { name: 'Delete' });
    fireEvent.click(button);
    await act(async () => failing.reject(new Error('Not Found')));
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
  });
});
