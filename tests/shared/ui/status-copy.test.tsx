import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../src/shared/notify';
import { CopyField, StatusDot } from '../../../src/shared/ui';

const toastTexts = () => getToasts().map((toast) => `${toast.kind}: ${toast.text}`);

describe('StatusDot', () => {
  it('shows the status in words next to a decorative dot of its colour token', async () => {
    const { container } = render(
      <>
        <StatusDot status="pending" label="Pending" />
        <StatusDot status="declined" label="Declined" />
      </>,
    );
    await waitFor(() =>
      expect(container.querySelectorAll('[data-slot="status-dot"]')).toHaveLength(2),
    );
    const [pending, declined] = container.querySelectorAll('[data-slot="status-dot"]');
    expect(pending?.textContent).toBe('Pending');
    expect(pending?.getAttribute('data-status')).toBe('pending');
    const dot = pending?.querySelector('[aria-hidden="true"]');
    expect(dot?.className).toContain('pp:bg-(--pp-status-pending)');
    expect(declined?.querySelector('[aria-hidden="true"]')?.className).toContain(
      'pp:bg-(--pp-status-declined)',
    );
  });

  it('shows the label in the first render', () => {
    render(<StatusDot status="test" label="Test" />);
    expect(screen.getByText('Test')).toBeTruthy();
  });
});

describe('CopyField', () => {
  it('shows the value read-only and copies it with a "Copied" notification', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<CopyField value="portal.example.net" label="CNAME target" />);
    const field = await screen.findByRole('textbox', { name: 'CNAME target' });
    expect(field).toHaveProperty('value', 'portal.example.net');
    expect(field).toHaveProperty('readOnly', true);
    fireEvent.click(screen.getByRole('button', { name: 'Copy CNAME target' }));
    await waitFor(() => expect(toastTexts()).toEqual(['success: Copied']));
    expect(writeText).toHaveBeenCalledWith('portal.example.net');
    vi.unstubAllGlobals();
  });

  it('copies the selected text when the Clipboard API is missing', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    render(<CopyField value="portal.example.net" label="CNAME target" />);
    const field = await screen.findByRole('textbox', { name: 'CNAME target' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy CNAME target' }));
    await waitFor(() => expect(toastTexts()).toEqual(['success: Copied']));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.activeElement).toBe(field);
    vi.unstubAllGlobals();
  });

  it('says so when nothing could be copied, leaving the text selected', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    document.execCommand = vi.fn(() => false);
    render(<CopyField value="portal.example.net" label="CNAME target" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy CNAME target' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['error: Could not copy. Select the text and copy it by hand.']),
    );
    vi.unstubAllGlobals();
  });
});
