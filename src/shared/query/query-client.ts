// The one QueryClient of the page, shared by every parcel. Queries that fail go to the general
// error handler unless their meta says the component shows the error itself.
import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import { ApiError, handleApiError } from '../api';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

const retry = (failureCount: number, error: unknown) =>
  failureCount < 2 &&
  error instanceof ApiError &&
  (error.kind === 'network' || error.kind === 'timeout' || (error.status ?? 0) >= 500);

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.silent) handleApiError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => {
      if (!mutation.meta?.silent) handleApiError(error);
    },
  }),
  defaultOptions: {
    queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

export { QueryClientProvider } from '@tanstack/react-query';
