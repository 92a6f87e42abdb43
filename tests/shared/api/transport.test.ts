// Requests started together: the first at once, each other one in a task of its own, so a page
// subscribing to its queries does not block the main thread for all their starts at once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithTimeout } from '../../../src/shared/api/transport';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('fetchWithTimeout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts one request per task, in the order asked, and answers each', async () => {
    const started: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        started.push(new URL(request.url).pathname);
        return Promise.resolve(new Response(new URL(request.url).pathname));
      }),
    );
    const answers = ['/a', '/b', '/c'].map((path) =>
      fetchWithTimeout(`https://api.example${path}`, {}, 1000),
    );
    await Promise.resolve();
    expect(started).toEqual(['/a']);
    await nextTask();
    await nextTask();
    await nextTask();
    expect(started).toEqual(['/a', '/b', '/c']);
    expect(await Promise.all(answers.map(async (a) => (await a).text()))).toEqual([
      '/a',
      '/b',
      '/c',
    ]);
  });
});
