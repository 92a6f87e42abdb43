// The one QueryClient of the page, shared by every parcel. A failed query or mutation goes to the
// general error handler, unless its meta says `silent: true`: then the component that asked shows
// the error itself (an error state, a fallback value, or the form's field errors). That meta is the
// one way to keep an error off the general handler; query functions never swallow errors.
import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import { ApiError, handleApiError } from '../api';

export interface ErrorHandlingMeta {
  /** The component shows this error; the general handler stays quiet. */
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorHandlingMeta;
    mutationMeta: ErrorHandlingMeta;
  }
}

const retry = (failureCount: number, error: unknown) =>
  failureCount < 2 &&
  error instanceof ApiError &&
  (error.kind === 'network' || error.kind === 'timeout' || (error.status ?? 0) >= 500);

const report = (error: unknown, meta: ErrorHandlingMeta | undefined) => {
  if (!meta?.silent) handleApiError(error);
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => report(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

export { QueryClientProvider } from '@tanstack/react-query';
