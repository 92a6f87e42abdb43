import { useQuery } from '@tanstack/react-query';
import { balanceQueryOptions, useFirstScreenShown } from '@publisher-platform/shared';

// In the header: asked for once the page's first screen is shown.
export const useBalance = () =>
  useQuery({ ...balanceQueryOptions(), enabled: useFirstScreenShown() });
