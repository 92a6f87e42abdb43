import { fireEvent, render, screen, within } from '@testing-library/react';
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
  it('shows a labelled placeholder trigger with the selected value while loading', () => {
    render(<Select label="Messenger" options={messengers} value="skype" />);
    const trigger = screen.getByRole('button', { name: 'Messenger' });
    expect(trigger).toHaveProperty('disabled', true);
    expect(trigger.textContent).toBe('Skype');
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
    expect(trigger.textContent).toBe('Teams');
  });
});
