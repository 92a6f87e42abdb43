// Offers and smartlinks live at the relative id the publisher sees ("#1007" at
// /publisher/offers/1007), not at the internal id of their API resource.
import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, api, buildPath, navigate } from '@publisher-platform/shared';

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

/**
 * The item of `collection` whose relative id the URL carries. Links written before the URLs
 * used the relative id carry the internal id (`/publisher/offers/7`): when no item has that
 * relative id, the number is tried as an internal id (the page then moves to the item's own
 * URL, see useCanonicalUrl), and when that finds nothing either the first 404 stands.
 */
export async function getByRelativeId<T>(
  collection: 'offers' | 'smartlinks',
  ref: string,
  signal?: AbortSignal,
): Promise<T> {
  const id = encodeURIComponent(ref);
  try {
    return await api.get<T>(`${collection}/by_relative_id/${id}`, { signal });
  } catch (error) {
    if (!isNotFound(error) || !/^\d{1,9}$/.test(ref)) throw error;
    return api.get<T>(`${collection}/${id}`, { signal }).catch(() => {
      throw error;
    });
  }
}

/**
 * Moves an old link (`/offers/7`) to the item's own URL (`/offers/1007`) in place, keeping the
 * search; the item is put into the cache under its new key first, so nothing is asked again.
 */
export function useCanonicalUrl<T extends { relativeId: number }>(
  item: T | undefined,
  ref: string,
  pattern: string,
  param: string,
  keyOf: (ref: string) => QueryKey,
): void {
  const queryClient = useQueryClient();
  const relativeId = item ? String(item.relativeId) : ref;
  useEffect(() => {
    if (!item || relativeId === ref) return;
    queryClient.setQueryData(keyOf(relativeId), item);
    navigate(`${buildPath(pattern, { [param]: relativeId })}${window.location.search}`, {
      replace: true,
    });
    // Runs when the item found does not match the URL; the helpers are fixed per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item, relativeId, ref]);
}
