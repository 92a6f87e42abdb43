// Upload rules: png or jpeg only, at most 5,000,000 bytes, one file (up to 5 when the
// field takes several); sizes are shown in base-1000 units.
export const MAX_FILE_BYTES = 5_000_000;
export const MAX_FILES = 5;
export const ACCEPTED_TYPES = ['image/png', 'image/jpeg'] as const;
const ACCEPTED_NAMES = /\.(png|jpe?g)$/i;

export type FileProblem = 'invalid' | 'tooLarge';

export function checkFile(file: File): FileProblem | undefined {
  const typeOk = file.type
    ? (ACCEPTED_TYPES as readonly string[]).includes(file.type)
    : ACCEPTED_NAMES.test(file.name);
  if (!typeOk) return 'invalid';
  return file.size > MAX_FILE_BYTES ? 'tooLarge' : undefined;
}

export const maxFiles = (multiple: boolean | undefined): number => (multiple ? MAX_FILES : 1);

const UNITS = [
  [1_000_000_000, 'gigabyte'],
  [1_000_000, 'megabyte'],
  [1_000, 'kilobyte'],
] as const;

/** 5000000 → "5 MB", 1234 → "1.2 kB" (base 1000, in the UI language). */
export function formatBytes(bytes: number, locale: string): string {
  const found = UNITS.find(([size]) => bytes >= size);
  if (!found) return `${new Intl.NumberFormat(locale).format(bytes)} B`;
  const [divisor, unit] = found;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(bytes / divisor);
}
