// @vitest-environment node
// The loader starts the Intl warm-up worker only where a worker may run (same origin).
import { describe, expect, it, vi } from 'vitest';
import { INTL_WORKER_FILE, warmUpIntl } from '../../src/loader/warm-up';

describe('warmUpIntl', () => {
  const page = (Worker: unknown) =>
    ({ Worker, location: { origin: 'https://network.example' } }) as unknown as Window;

  it('starts the worker next to loader.js, named after the language', () => {
    const Worker = vi.fn();
    warmUpIntl(page(Worker), 'https://network.example/assets/pp/', 'ru');
    expect(Worker).toHaveBeenCalledWith(`https://network.example/assets/pp/${INTL_WORKER_FILE}`, {
      name: 'ru',
    });
  });

  it('starts nothing for a loader on another origin, and survives a refused worker', () => {
    const Worker = vi.fn();
    warmUpIntl(page(Worker), 'https://cdn.example/pp/', 'en');
    expect(Worker).not.toHaveBeenCalled();
    const refused = vi.fn(() => {
      throw new Error('SecurityError');
    });
    expect(() => warmUpIntl(page(refused), 'https://network.example/pp/', 'en')).not.toThrow();
  });
});
