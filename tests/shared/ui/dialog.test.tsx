import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, Dialog, Drawer, Popover } from '../../../src/shared/ui';
import { getWidgetRoot } from '../../../src/shared/dom/widget-root';
import { getHistory } from '../../../src/shared/routing/history';

const widgetRoot = getWidgetRoot();

function DialogWithTrigger() {
  return (
    <Dialog
      title="Add domain"
      description="Point a CNAME record at the network."
      trigger={<Button>Add</Button>}
      footer={<Button>Save</Button>}
    >
      <p>Dialog body</p>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('renders nothing until opened', () => {
    render(<Dialog open={false} title="Hidden" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from its trigger inside the widget root, titled and described', async () => {
    render(<DialogWithTrigger />);
    const trigger = screen.getByRole('button', { name: 'Add' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Add domain' });
    expect(widgetRoot.contains(dialog)).toBe(true);
    expect(dialog.closest('[data-publisher-platform]')).toBe(widgetRoot);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(dialog.id);
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Point a CNAME record at the network.',
    );
    expect(within(dialog).getByText('Dialog body')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    render(<DialogWithTrigger />);
    const trigger = screen.getByRole('button', { name: 'Add' });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes when the publisher moves to another page, and stays open for a new search', async () => {
    getHistory().replace('/publisher/domains');
    render(<DialogWithTrigger />);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByRole('dialog', { name: 'Add domain' });
    act(() => getHistory().push('/publisher/domains?page=2'));
    expect(screen.getByRole('dialog', { name: 'Add domain' })).toBeTruthy();
    act(() => getHistory().push('/publisher/offers'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with the close button (controlled)', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
          title="Postback"
        >
          body
        </Dialog>
      );
    }
    render(<Controlled />);
    const dialog = await screen.findByRole('dialog', { name: 'Postback' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Drawer', () => {
  it('opens as a side sheet in the widget root and closes with the close button', async () => {
    function Filters() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Filters</Button>
          <Drawer
            open={open}
            onOpenChange={setOpen}
            title="Filters"
            size="half"
            footer={<Button>Apply</Button>}
          >
            filters
          </Drawer>
        </>
      );
    }
    render(<Filters />);
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(widgetRoot.contains(drawer)).toBe(true);
    expect(drawer.getAttribute('data-slot')).toBe('drawer-content');
    expect(drawer.className).toContain('pp:md:w-1/2');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens as a menu from the start edge, named by its label, and closes with Escape', async () => {
    function Menu() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button aria-controls="menu" onClick={() => setOpen(true)}>
            Open menu
          </Button>
          <Drawer
            id="menu"
            open={open}
            onOpenChange={setOpen}
            side="start"
            size="sidebar"
            title="Publisher Platform"
            label="Main menu"
            closeLabel="Close menu"
          >
            <a href="#dashboard">Dashboard</a>
          </Drawer>
        </>
      );
    }
    render(<Menu />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    toggle.focus();
    fireEvent.click(toggle);
    const menu = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(menu.id).toBe('menu');
    expect(menu.className).toContain('pp:left-0');
    expect(menu.className).toContain('pp:w-sidebar');
    expect(within(menu).getByText('Publisher Platform')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(menu).getByRole('button', { name: 'Close menu' })),
    );
    fireEvent.keyDown(document.activeElement ?? menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(toggle));
  });
});

describe('Popover', () => {
  it('toggles from its trigger, renders in the widget root and closes on Escape', async () => {
    render(
      <Popover trigger={<Button>News</Button>} label="Latest news">
        <a href="#news">All news</a>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'News' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'Latest news' });
    expect(widgetRoot.contains(popover)).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(document.activeElement ?? popover, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));

    fireEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Latest news' });
    // Clicking the trigger again closes it rather than dismissing and reopening.
    await act(async () => {
      fireEvent.pointerDown(trigger);
      fireEvent.click(trigger);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
