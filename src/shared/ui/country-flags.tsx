import { useIntl, useT } from '../i18n';
import { NOT_AVAILABLE } from '../format/number';
import { cn } from './cn';

export interface CountryFlagsProps {
  /** ISO 3166-1 alpha-2 codes (any case) where the offer is available. */
  allowed?: readonly string[];
  /** Codes where it is not available: shown as one "-N" badge. */
  denied?: readonly string[];
  className?: string;
}

const MAX_SHOWN = 3;
const REGIONAL_INDICATOR_A = 0x1f1e6;
/** Codes shown as a text badge instead of a flag. */
const TEXT_BADGE_CODES = new Set(['BY']);
const UNKNOWN_COUNTRY = 'XX';
/** Codes ISO 3166 leaves to private use (AA, QM–QZ, XA–XZ, ZZ): no country, though Intl names
 *  some of them ("Unknown Region"). */
const USER_ASSIGNED = /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/;

const namesCache = new Map<string, Intl.DisplayNames>();

/** The country's name in the UI language, or null for a code no country has. */
export function countryName(code: string, locale: string): string | null {
  if (!/^[A-Z]{2}$/.test(code) || USER_ASSIGNED.test(code)) return null;
  let names = namesCache.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    namesCache.set(locale, names);
  }
  try {
    return names.of(code) ?? null;
  } catch {
    return null;
  }
}

/** The flag emoji: two regional indicator symbols ("DE" → 🇩🇪). */
const flagEmoji = (code: string): string =>
  String.fromCodePoint(...[...code].map((c) => REGIONAL_INDICATOR_A + c.charCodeAt(0) - 65));

const BADGE =
  'pp:inline-flex pp:h-5 pp:min-w-6 pp:items-center pp:justify-center pp:rounded-sm pp:border pp:border-border pp:bg-muted pp:px-1 pp:text-[0.625rem] pp:font-semibold pp:leading-none pp:text-muted-foreground';

function Flag({
  code,
  locale,
  unknownLabel,
}: {
  code: string;
  locale: string;
  unknownLabel: string;
}) {
  const upper = code.trim().toUpperCase();
  const name = countryName(upper, locale);
  if (!name)
    return (
      <span role="img" aria-label={unknownLabel} title={unknownLabel} className={BADGE}>
        {UNKNOWN_COUNTRY}
      </span>
    );
  const badge = TEXT_BADGE_CODES.has(upper);
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      data-code={upper}
      className={badge ? BADGE : 'pp:text-base pp:leading-none'}
    >
      {badge ? upper : flagEmoji(upper)}
    </span>
  );
}

/** At most 3 flags, then "+N" for the rest; "-N" for denied countries; each named in the UI
 *  language ('by' as a text badge, an unknown code as XX). */
export function CountryFlags({ allowed = [], denied = [], className }: CountryFlagsProps) {
  const t = useT();
  const { locale } = useIntl();
  const unknownLabel = t('shared.countries.unknown');
  const nameOf = (code: string) =>
    countryName(code.trim().toUpperCase(), locale) ?? UNKNOWN_COUNTRY;
  const shown = allowed.slice(0, MAX_SHOWN);
  const rest = allowed.slice(MAX_SHOWN);
  if (!allowed.length && !denied.length)
    return <span className={cn('pp:text-muted-foreground', className)}>{NOT_AVAILABLE}</span>;
  const more = t('shared.countries.more', {
    count: rest.length,
    names: rest.map(nameOf).join(', '),
  });
  const excluded = t('shared.countries.denied', { names: denied.map(nameOf).join(', ') });
  return (
    <span
      data-slot="country-flags"
      className={cn('pp:inline-flex pp:flex-wrap pp:items-center pp:gap-1', className)}
    >
      {shown.map((code, index) => (
        <Flag key={`${code}-${index}`} code={code} locale={locale} unknownLabel={unknownLabel} />
      ))}
      {rest.length > 0 && (
        <span role="img" aria-label={more} title={more} className={BADGE}>
          +{rest.length}
        </span>
      )}
      {denied.length > 0 && (
        <span
          role="img"
          aria-label={excluded}
          title={excluded}
          className={cn(BADGE, 'pp:text-destructive')}
        >
          -{denied.length}
        </span>
      )}
    </span>
  );
}
