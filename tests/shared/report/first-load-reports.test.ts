// An error on a page that is still loading its profile (the first call fails before
// publishers/current answers) is reported with the publisher it turns out to be.
import { describe, expect, it, vi } from 'vitest';

const sendReport = vi.hoisted(() => vi.fn());
vi.mock('../../../src/shared/report/send-report', () => ({ sendReport }));

describe('a report made before the profile has loaded', () => {
  it('waits for the publisher to be known, then names them', async () => {
    const { reportError, setTrackingUser } = await import('../../../src/shared/report/reporter');
    const sent = reportError(new Error('news failed'), 'api');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sendReport).not.toHaveBeenCalled();
    setTrackingUser(7);
    await sent;
    expect(sendReport).toHaveBeenCalledExactlyOnceWith(
      new Error('news failed'),
      'api',
      {},
      expect.objectContaining({ user: 7 }),
    );
  });
});
