import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from '../../../src/shared/ui';
import { getWidgetRoot } from '../../../src/shared/dom/widget-root';

const widgetRoot = getWidgetRoot();

const messengers = [
  { value: 'telegram', label: 'Telegram' },
  { value: 'skype', label: 'Skype' },
  { value: 'teams', label: 'Teams' },
];

describe('Select', () => {
  it('is a labelled, closed combobox showing the selected value before it is first opened', () => {
    render(<Select label="Messenger" options={messengers} value="skype" />);
    const trigger = screen.getByRole('combobox', { name: 'Messenger' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger).toHaveProperty('disabled', false);
    expect(trigger.textContent).toBe('Skype');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('keeps the focus when the focus mounts the real select in its place', async () => {
    render(<Select label="Messenger" options={messengers} value="skype" />);
    const plain = screen.getByRole('combobox', { name: 'Messenger' });
    plain.focus();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Messenger' })).not.toBe(plain),
    );
    const real = screen.getByRole('combobox', { name: 'Messenger' });
    expect(document.activeElement).toBe(real);
    expect(real.textContent).toBe('Skype');
  });

  it('opens its list on a mouse press, a click from its label, Enter and the arrow keys', async () => {
    const opening = [
      (trigger: HTMLElement) => fireEvent.pointerDown(trigger, { pointerType: 'mouse', button: 0 }),
      () => fireEvent.click(screen.getByText('Messenger')),
      (trigger: HTMLElement) => fireEvent.keyDown(trigger, { key: 'Enter' }),
      (trigger: HTMLElement) => fireEvent.keyDown(trigger, { key: 'ArrowUp' }),
    ];
    for (const open of opening) {
      const onOpenChange = vi.fn();
      const { unmount } = render(
        <Select label="Messenger" options={messengers} value="skype" onOpenChange={onOpenChange} />,
      );
      open(screen.getByRole('combobox', { name: 'Messenger' }));
      const listbox = await screen.findByRole('listbox');
      expect(within(listbox).getAllByRole('option')).toHaveLength(3);
      expect(onOpenChange).toHaveBeenCalledWith(true);
      unmount();
    }
  });

  it('lists the options inside the widget root and reports the chosen value', async () => {
    const onValueChange = vi.fn();
    render(
      <Select label="Messenger" options={messengers} value="" onValueChange={onValueChange} />,
    );
    const trigger = await screen.findByRole('combobox', { name: 'Messenger' });
    expect(trigger.textContent).toBe('Select…');

    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const listbox = await screen.findByRole('listbox');
    expect(widgetRoot.contains(listbox)).toBe(true);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Telegram', 'Skype', 'Teams']);

    fireEvent.click(within(listbox).getByRole('option', { name: 'Teams' }));
    expect(onValueChange).toHaveBeenCalledWith('teams');
  });

  it('shows the current value and wires the error to the trigger', async () => {
    render(
      <Select
        label="Messenger"
        options={messengers}
        value="telegram"
        error="This value should not be blank."
        placeholder="Choose"
      />,
    );
    const trigger = await screen.findByRole('combobox', { name: 'Messenger' });
    expect(trigger.textContent).toBe('Telegram');
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    const errorId = trigger.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('This value should not be blank.');
  });

  it('renders no option while closed, yet shows the chosen one; an uncontrolled pick sticks', async () => {
    const onOpenChange = vi.fn();
    render(
      <Select
        label="Messenger"
        options={messengers}
        defaultValue="skype"
        onOpenChange={onOpenChange}
      />,
    );
    const trigger = await screen.findByRole('combobox', { name: 'Messenger' });
    expect(trigger.textContent).toBe('Skype');
    expect(document.querySelectorAll('[data-slot="select-item"]')).toHaveLength(0);

    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const listbox = await screen.findByRole('listbox');
    expect(onOpenChange).toHaveBeenCalledWith(true);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Teams' }));
    expect(screen.getByRole('combobox', { name: 'Messenger' }).textContent).toBe('Teams');
  });
});
