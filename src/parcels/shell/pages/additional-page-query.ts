import { useQuery } from '@tanstack/react-query';
import { ApiError, api, type AdditionalPage, type ApiSchema } from '@publisher-platform/shared';

export const additionalPageKeys = {
  all: ['additional_pages'] as const,
  page: (id: string) => [...additionalPageKeys.all, id] as const,
};

/**
 * A page the host config does not list, asked of GET additional_pages/{id} (a network may add
 * pages after its host page was rendered): undefined while on its way, null when the network
 * has no such page.
 */
export function useAdditionalPage(id: string, enabled: boolean) {
  return useQuery({
    queryKey: additionalPageKeys.page(id),
    enabled,
    retry: false,
    meta: { silent: true },
    queryFn: async ({ signal }): Promise<AdditionalPage | null> => {
      try {
        const page = await api.get<ApiSchema<'AdditionalPage'>>(
          `additional_pages/${encodeURIComponent(id)}`,
          { signal },
        );
        return {
          ...page,
          id,
          icon: page.icon || 'question-circle',
          placement: page.placement ?? null,
        };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
