import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiSchema } from '@publisher-platform/shared';

export type ContactDetails = ApiSchema<'ContactDetails'>;

export const getSupportContacts = (signal?: AbortSignal) =>
  api.get<ContactDetails>('support_contacts', { signal });

export const supportContactKeys = { all: ['support_contacts'] as const };

export const supportContactsQueryOptions = () =>
  queryOptions({
    queryKey: supportContactKeys.all,
    queryFn: ({ signal }) => getSupportContacts(signal),
    staleTime: 5 * 60_000,
    // The tab shows its error with Retry.
    meta: { silent: true },
  });

/** The network's contacts: only asked for when the publisher has no manager. */
export const useSupportContacts = (enabled: boolean) =>
  useQuery({ ...supportContactsQueryOptions(), enabled });
