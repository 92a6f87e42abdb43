// A page part that crashed while drawing is reported once, as a render error; a file that could
// not be loaded is left to the chunk loader, which reports it only when its retry fails too.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../../../src/shared/parcel/chunk';
import { FailurePanel } from '../../../src/shared/parcel/failure-panel';

const reportError = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../../src/shared/report/reporter', () => ({ reportError }));

describe('the failure panel', () => {
  it('reports what crashed while drawing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const crash = new TypeError('rows is undefined');
    render(
      <FailurePanel
        error={crash}
        onRetry={() => undefined}
        what="reports crashed"
        slot="route-error"
      />,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(reportError).toHaveBeenCalledExactlyOnceWith(crash, 'render');
  });

  it('leaves a file that failed to load to the chunk loader', () => {
    reportError.mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <FailurePanel
        error={new ChunkLoadError(new TypeError('Failed to fetch'))}
        onRetry={() => undefined}
        what="offers"
        slot="route-error"
      />,
    );
    expect(reportError).not.toHaveBeenCalled();
  });
});
