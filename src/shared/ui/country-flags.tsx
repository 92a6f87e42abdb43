import { lazyUiPart } from './lazy-ui';

export interface CountryFlagsProps {
  /** ISO 3166-1 alpha-2 codes (any case) where the offer is available. */
  allowed?: readonly string[];
  /** Codes where it is not available: shown as one "-N" badge. */
  denied?: readonly string[];
  className?: string;
}

/** At most 3 flags, then "+N" for the rest; "-N" for denied countries; each named in the UI
 *  language ('by' as a text badge, an unknown code as XX). */
export const CountryFlags = lazyUiPart<CountryFlagsProps>((ui) => ui.CountryFlagsImpl);
