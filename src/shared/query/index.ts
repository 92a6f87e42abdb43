// TanStack Query is loaded only by parcels that use it (the login page does without its ~15 KB):
// the QueryClient lives in a lazily imported chunk, created once for the whole page.
import type * as QueryClientModule from './query-client';
import { dropEarlyAnswers } from '../api/early-answers';

type QueryModule = typeof QueryClientModule;
let loaded: QueryModule | null = null;
let loading: Promise<QueryModule> | null = null;

/** The same promise on every call; `getLoadedQueryModule` tells synchronously once it is in. */
export function loadQueryModule(): Promise<QueryModule> {
  loading ??= import('./query-client').then((module) => (loaded = module));
  return loading;
}

export const getLoadedQueryModule = (): QueryModule | null => loaded;

/** Forgets every cached answer (after sign-in or sign-out), early ones not taken yet included. */
export function clearQueryCache(): void {
  dropEarlyAnswers();
  loaded?.queryClient.clear();
}
