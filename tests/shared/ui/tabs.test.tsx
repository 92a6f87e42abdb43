// Tabs after the WAI-ARIA pattern, controlled by the page (which keeps the value in the URL).
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from '../../../src/shared/ui/tabs';

const ITEMS = [
  { value: 'contacts', label: 'Contacts' },
  { value: 'faq', label: 'FAQ' },
  { value: 'notifications', label: 'Notifications' },
] as const;
type Tab = (typeof ITEMS)[number]['value'];

function Controlled({
  initial = 'contacts',
  onChange,
}: {
  initial?: Tab;
  onChange?: (tab: Tab) => void;
}) {
  const [value, setValue] = useState<Tab>(initial);
  return (
    <Tabs
      label="Support sections"
      items={ITEMS}
      value={value}
      onValueChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    >
      <p>Panel of {value}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a named tablist whose selected tab labels the one panel', () => {
    render(<Controlled initial="faq" />);
    expect(screen.getByRole('tablist', { name: 'Support sections' })).toBeDefined();
    const faq = screen.getByRole('tab', { name: 'FAQ' });
    expect(faq.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Contacts' }).getAttribute('aria-selected')).toBe(
      'false',
    );
    const panel = screen.getByRole('tabpanel', { name: 'FAQ' });
    expect(panel.textContent).toBe('Panel of faq');
    expect(faq.getAttribute('aria-controls')).toBe(panel.id);
    expect(faq.getAttribute('data-slot')).toBe('tab');
  });

  it('keeps only the selected tab in the Tab order (roving tabindex)', () => {
    render(<Controlled initial="faq" />);
    const tabIndexes = screen.getAllByRole('tab').map((tab) => tab.tabIndex);
    expect(tabIndexes).toEqual([-1, 0, -1]);
  });

  it('selects a clicked tab through onValueChange', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(onChange).toHaveBeenCalledWith('notifications');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel of notifications');
  });

  it('moves and selects with the arrow keys (wrapping), Home and End', () => {
    render(<Controlled />);
    const list = screen.getByRole('tablist');
    const selected = () => screen.getByRole('tab', { selected: true });
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected().textContent).toBe('FAQ');
    expect(document.activeElement).toBe(selected());
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected().textContent).toBe('Notifications');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected().textContent).toBe('Contacts');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected().textContent).toBe('Notifications');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(selected().textContent).toBe('Contacts');
    expect(document.activeElement).toBe(selected());
  });

  it('ignores other keys', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'a' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('scrolls sideways only, drawing no scrollbar, and nothing overlaps the strip downwards', () => {
    render(<Controlled />);
    const list = screen.getByRole('tablist');
    // A vertical overflow of even a pixel drew a ▲▼ scrollbar; a visible one drew arrows.
    expect(list.className).toContain('pp:overflow-x-auto');
    expect(list.className).toContain('pp:overflow-y-hidden');
    expect(list.className).toContain('pp:[scrollbar-width:none]');
    expect(list.className).toContain('pp:[&::-webkit-scrollbar]:hidden');
    for (const tab of screen.getAllByRole('tab')) expect(tab.className).not.toMatch(/-m[by]-/);
  });
});
