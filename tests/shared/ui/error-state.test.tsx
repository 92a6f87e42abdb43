import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/shared/api/errors';
import { ErrorState } from '../../../src/shared/ui';

describe('ErrorState', () => {
  it("shows the server's text and loads again with Retry", () => {
    const onRetry = vi.fn();
    const error = new ApiError({ kind: 'http', status: 500, message: 'Report is being rebuilt' });
    render(<ErrorState error={error} onRetry={onRetry} />);
    expect(screen.getByRole('status').textContent).toContain('Report is being rebuilt');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the generic text for a failure without a server text, and no Retry without a handler', () => {
    render(<ErrorState error={new ApiError({ kind: 'network' })} />);
    expect(screen.getByRole('status').textContent).toContain(
      'Something went wrong, our system has been notified.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows a refused request's text without Retry: asking again cannot help", () => {
    const onRetry = vi.fn();
    const error = new ApiError({
      kind: 'http',
      status: 400,
      message: 'dateRange spans at most 400 days.',
    });
    render(<ErrorState error={error} onRetry={onRetry} />);
    expect(screen.getByRole('status').textContent).toContain('dateRange spans at most 400 days.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('keeps Retry for 429 and 408 (come back later)', () => {
    for (const status of [429, 408]) {
      const { unmount } = render(
        <ErrorState error={new ApiError({ kind: 'http', status })} onRetry={vi.fn()} />,
      );
      expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
      unmount();
    }
  });
});
