// api.collection(): every list reads the network's collection answers the same way, whichever of
// the shapes the API uses (Hydra, the paginator's items/totalCount, a plain array).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../src/shared/api';
import { toCollection } from '../../../src/shared/api/collection';
import { json, stubFetch } from '../support';

afterEach(() => {
  vi.unstubAllGlobals();
});

const domain = (id: number) => ({ id, name: `d${id}.example.com` });

describe('api.collection', () => {
  it('unwraps a Hydra collection: members, total and items per page', async () => {
    const requests = stubFetch(() =>
      json({
        'hydra:member': [domain(1), domain(2)],
        'hydra:totalItems': 42,
        'hydra:itemsPerPage': 2,
      }),
    );
    const page = await api.collection<{ id: number }>('proxy_domains', {
      searchParams: { page: 3 },
    });
    expect(page).toEqual({ items: [domain(1), domain(2)], total: 42, itemsPerPage: 2 });
    expect(requests[0]?.method).toBe('GET');
    expect(new URL(requests[0]!.url).search).toBe('?page=3');
  });

  it("reads the paginator's items, totalCount and numItemsPerPage", async () => {
    stubFetch(() => json({ items: [domain(1)], totalCount: '17', numItemsPerPage: 10 }));
    expect(await api.collection('offers')).toEqual({
      items: [domain(1)],
      total: 17,
      itemsPerPage: 10,
    });
  });

  it('takes a plain array as the whole collection', async () => {
    stubFetch(() => json([domain(1), domain(2), domain(3)]));
    expect(await api.collection('languages')).toEqual({
      items: [domain(1), domain(2), domain(3)],
      total: 3,
      itemsPerPage: null,
    });
  });

  it('counts the members when the answer gives no total', async () => {
    stubFetch(() => json({ 'hydra:member': [domain(1)] }));
    expect(await api.collection('competitions')).toEqual({
      items: [domain(1)],
      total: 1,
      itemsPerPage: null,
    });
  });

  it('fails like any other call: the error is an ApiError, never an empty list', async () => {
    stubFetch(() => json({ 'hydra:description': 'Down' }, { status: 503 }));
    const error = await api.collection('proxy_domains').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
  });
});

describe('toCollection', () => {
  it('is empty for answers without members (no content, text, null)', () => {
    for (const answer of [undefined, null, 'text', {}, { 'hydra:member': 'x' }]) {
      expect(toCollection(answer)).toEqual({ items: [], total: 0, itemsPerPage: null });
    }
  });

  it('ignores totals that are not counts', () => {
    expect(toCollection({ 'hydra:member': [1, 2], 'hydra:totalItems': -1 }).total).toBe(2);
    expect(toCollection({ items: [1], totalCount: 'many', numItemsPerPage: null })).toEqual({
      items: [1],
      total: 1,
      itemsPerPage: null,
    });
  });
});
