import { useCallback } from 'react';
import { formatMoney, useSession } from '@publisher-platform/shared';

export type Money = (amount: number | null | undefined, decimals?: number) => string;

/** Money in the network's currency: "$1,234.56"; `decimals` as configured (2 by default). The
 *  function stays the same while the currency does (table columns depend on it). */
export function useMoney(): Money {
  const symbol = useSession()?.currencySymbol ?? '';
  return useCallback<Money>(
    (amount, decimals = 2) => formatMoney(amount, { symbol, decimals }),
    [symbol],
  );
}
