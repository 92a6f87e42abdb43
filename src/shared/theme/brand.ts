// Brand colours from the host config become CSS variables on the widget root. The text colour on
// the primary colour is chosen for contrast unless the host gives one (WCAG relative luminance).
import type { HostConfig } from '../config';

function luminance(hex: string): number {
  const full = hex.length === 4 ? hex.replace(/([0-9a-f])/gi, '$1$1').slice(1) : hex.slice(1);
  const channels = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

export function readableForeground(background: string): string {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#111827')
    ? '#ffffff'
    : '#111827';
}

export function applyBrand(root: HTMLElement, brand: HostConfig['brand']): void {
  root.style.setProperty('--pp-brand', brand.primary);
  root.style.setProperty(
    '--pp-brand-foreground',
    brand.primaryForeground ?? readableForeground(brand.primary),
  );
  applyBrandText(root, brand);
}

const toHex = (channels: number[]) =>
  `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The brand colour shifted toward `target` until text in it reaches 4.5:1 on `background`. */
export function readableTextColour(brand: string, background: string, target: string): string {
  const parse = (hex: string) => {
    const full = hex.length === 4 ? hex.replace(/([0-9a-f])/gi, '$1$1').slice(1) : hex.slice(1);
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  };
  const from = parse(brand);
  const to = parse(target);
  for (let step = 0; step <= 20; step += 1) {
    const colour = toHex(from.map((c, i) => c + ((to[i] ?? 0) - c) * (step / 20)));
    if (contrastRatio(colour, background) >= 4.5) return colour;
  }
  return target;
}

export function applyBrandText(root: HTMLElement, brand: HostConfig['brand']): void {
  root.style.setProperty(
    '--pp-brand-text-light',
    readableTextColour(brand.primary, '#ffffff', '#000000'),
  );
  root.style.setProperty(
    '--pp-brand-text-dark',
    readableTextColour(brand.primary, '#0f172a', '#ffffff'),
  );
}
