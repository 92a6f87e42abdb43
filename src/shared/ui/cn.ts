// Class name helpers of the UI kit. No tailwind-merge (it would cost ~7 KB of the login budget):
// components put caller classes last and avoid conflicting utilities instead.
export type ClassValue = string | false | null | undefined | 0;

export function cn(...values: ClassValue[]): string {
  return values.filter(Boolean).join(' ');
}

type VariantMap = Record<string, Record<string, string>>;
type VariantProps<V extends VariantMap> = { [K in keyof V]?: keyof V[K] };

/** A tiny class-variance helper: `variants(base, { size: { sm: '…' } }, { size: 'sm' })`. */
export function variants<V extends VariantMap>(
  base: string,
  map: V,
  defaults: { [K in keyof V]: keyof V[K] },
): (props?: VariantProps<V> & { className?: string | undefined }) => string {
  return (props = {}) =>
    cn(
      base,
      ...Object.keys(map).map((key) => {
        const chosen = (props[key] ?? defaults[key]) as string;
        return map[key]?.[chosen];
      }),
      props.className,
    );
}
