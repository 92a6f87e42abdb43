import { useQuery } from '@tanstack/react-query';
import { balanceQueryOptions } from '@publisher-platform/shared';

// The header's balance (shell) is the same query from shared: one cache entry, so a credit
// invalidated here refreshes the header too.
export const useBalance = () => useQuery(balanceQueryOptions());
