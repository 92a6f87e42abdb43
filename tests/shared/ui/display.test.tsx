import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState, PageTitle, Skeleton, SkeletonText, Spinner } from '../../../src/shared/ui';

describe('EmptyState', () => {
  it('says "No data" by default', () => {
    render(<EmptyState />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('No data');
    expect(status.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes a custom title and content', () => {
    render(<EmptyState title="No conversions yet">Try another date range</EmptyState>);
    expect(screen.getByRole('status').textContent).toBe('No conversions yetTry another date range');
  });
});

describe('PageTitle', () => {
  it('shows the title as the page heading with actions', () => {
    render(<PageTitle title="Revenue" actions={<button type="button">Export</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Revenue' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('refreshes, and ignores clicks while refreshing', () => {
    const onRefresh = vi.fn();
    const { rerender } = render(<PageTitle title="Revenue" onRefresh={onRefresh} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);

    rerender(<PageTitle title="Revenue" onRefresh={onRefresh} refreshing />);
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});

describe('Skeleton and Spinner', () => {
  it('hides skeletons from assistive technology', () => {
    const { container } = render(
      <>
        <Skeleton className="pp:h-4" />
        <SkeletonText lines={4} />
      </>,
    );
    expect(container.querySelector('[data-slot="skeleton"]')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(
      container.querySelectorAll('[data-slot="skeleton-text"] [data-slot="skeleton"]'),
    ).toHaveLength(4);
  });

  it('announces a labelled spinner', () => {
    render(<Spinner label="Loading…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
