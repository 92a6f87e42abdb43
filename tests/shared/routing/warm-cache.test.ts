import { describe, expect, it } from 'vitest';
import { warmCache } from '../../../src/shared/routing';

describe('warmCache', () => {
  it('lets a page being entered draw at once, while its requests run', () => {
    let asked = false;
    const request = new Promise((resolve) => setTimeout(() => resolve((asked = true)), 10));
    expect(warmCache('enter', request)).toBeUndefined();
    expect(warmCache('preload', request)).toBeUndefined();
    expect(asked).toBe(false);
  });

  it('holds a page that stays until its new data is there, and never fails the route', async () => {
    let answered = false;
    const data = new Promise((resolve) => setTimeout(() => resolve((answered = true)), 5));
    const failed = Promise.reject(new Error('500'));
    await expect(warmCache('stay', data, failed)).resolves.toBeUndefined();
    expect(answered).toBe(true);
  });
});
