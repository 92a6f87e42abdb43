// TanStack Query is loaded only by parcels that use it (the login page does without its ~15 KB):
// the QueryClient lives in a lazily imported chunk, created once for the whole page.
import { dropEarlyAnswers } from '../api/early-answers';
import { chunk } from '../parcel/chunk';

/** The query client's chunk; `getLoadedQueryModule` tells synchronously once it is in. */
export const loadQueryModule = chunk(() => import('./query-client'));

export const getLoadedQueryModule = () => loadQueryModule.loaded() ?? null;

/** Forgets every cached answer (after sign-in or sign-out), early ones not taken yet included. */
export function clearQueryCache(): void {
  dropEarlyAnswers();
  getLoadedQueryModule()?.queryClient.clear();
}
