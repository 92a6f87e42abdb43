// "Are you sure?" dialogs: Confirm sends its action once, closes on success, stays on failure.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../src/shared/ui';

function Confirm({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Delete domain"
      description="Delete track.example.com? Links that use it stop working."
      cancelLabel="Cancel"
      confirmLabel="Delete"
      onConfirm={onConfirm}
    />
  );
}

describe('ConfirmDialog', () => {
  it('sends one request for a double click and closes when it succeeds', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Confirm onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete domain' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // Still open while the request runs.
    expect(screen.getByRole('dialog', { name: 'Delete domain' })).toBeTruthy();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('stays open with Confirm usable again when the action fails', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('Not Found')));
    render(<Confirm onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete domain' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    fireEvent.click(confirm);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('dialog', { name: 'Delete domain' })).toBeTruthy();
  });

  it('Cancel closes without sending anything', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    render(<Confirm onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete domain' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
