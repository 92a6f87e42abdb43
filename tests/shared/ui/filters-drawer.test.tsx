import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FiltersDrawer, TextField } from '../../../src/shared/ui';

interface Filters extends Record<string, unknown> {
  name: string;
  status: string[];
}
const EMPTY: Filters = { name: '', status: [] };

const tooLong = (name: string) => (name.length > 5 ? 'At most 5 characters.' : undefined);

function DomainFilters({ initial, checked = false }: { initial: Filters; checked?: boolean }) {
  const [applied, setApplied] = useState(initial);
  return (
    <>
      <FiltersDrawer
        value={applied}
        onApply={setApplied}
        emptyValue={EMPTY}
        {...(checked && { canApply: (draft: Filters) => !tooLong(draft.name) })}
      >
        {(draft, change) => (
          <TextField
            label="Name"
            value={draft.name}
            error={checked ? tooLong(draft.name) : undefined}
            onChange={(event) => change({ name: event.target.value })}
          />
        )}
      </FiltersDrawer>
      <output>{JSON.stringify(applied)}</output>
    </>
  );
}

// The modal drawer hides the rest of the page from the accessibility tree while it is open.
const applied = () => JSON.parse(document.querySelector('output')?.textContent ?? '{}') as Filters;
const openDrawer = async (name: string | RegExp) => {
  const button = await waitFor(
    () => {
      const element = screen.getByRole('button', { name });
      expect(element).toHaveProperty('disabled', false);
      return element;
    },
    { timeout: 5000 },
  );
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: 'Filters' }, { timeout: 5000 });
};

describe('FiltersDrawer', { timeout: 20_000 }, () => {
  it('shows the number of active filters on its button', async () => {
    render(<DomainFilters initial={{ name: 'ex', status: ['1', '2'] }} />);
    const button = await screen.findByRole('button', { name: 'Filters (2)' }, { timeout: 5000 });
    expect(within(button).getByText('2')).toBeTruthy();
  });

  it('applies the drafts only with Apply', async () => {
    render(<DomainFilters initial={EMPTY} />);
    const drawer = await openDrawer('Filters');
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'shop' } });
    expect(applied().name).toBe('');

    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(applied()).toEqual({ name: 'shop', status: [] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
  });

  it('discards drafts when closed without Apply', async () => {
    render(<DomainFilters initial={{ name: 'shop', status: [] }} />);
    let drawer = await openDrawer('Filters (1)');
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'other' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(applied().name).toBe('shop');

    drawer = await openDrawer('Filters (1)');
    expect(within(drawer).getByLabelText('Name')).toHaveProperty('value', 'shop');
  });

  it('resets every filter at once', async () => {
    render(<DomainFilters initial={{ name: 'shop', status: ['1'] }} />);
    const drawer = await openDrawer('Filters (2)');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Reset' }));
    expect(applied()).toEqual(EMPTY);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it('keeps a draft it cannot apply open, with the focus on the field that says why', async () => {
    render(<DomainFilters initial={EMPTY} checked />);
    const drawer = await openDrawer('Filters');
    const name = within(drawer).getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'much too long' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(applied().name).toBe('');
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(within(drawer).getByText('At most 5 characters.')).toBeTruthy();
    expect(name).toHaveProperty('value', 'much too long');

    fireEvent.change(name, { target: { value: 'shop' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(applied().name).toBe('shop');
  });
});
