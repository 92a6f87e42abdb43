// Tailwind theme of the widget. Colours are semantic tokens resolved from CSS variables that
// src/shared/styles/tokens.css defines under the widget root (light/dark, host brand colours),
// so a utility such as `pp:bg-primary` follows the host's brand and the colour scheme.
const token = (name: string) => `var(--pp-${name})`;

export default {
  theme: {
    extend: {
      colors: {
        background: token('background'),
        foreground: token('foreground'),
        card: token('card'),
        'card-foreground': token('card-foreground'),
        popover: token('popover'),
        'popover-foreground': token('popover-foreground'),
        primary: token('primary'),
        'primary-foreground': token('primary-foreground'),
        muted: token('muted'),
        'muted-foreground': token('muted-foreground'),
        accent: token('accent'),
        'accent-foreground': token('accent-foreground'),
        destructive: token('destructive'),
        'destructive-foreground': token('destructive-foreground'),
        success: token('success'),
        border: token('border'),
        input: token('input'),
        ring: token('ring'),
        link: token('link'),
        overlay: token('overlay'),
      },
      // Breakpoints (mobile ≤ 767, tablet ≤ 1023, desktop ≥ 1235) are theme variables in
      // src/shared/styles/breakpoints.css: Tailwind 4 ignores `screens` here for its own names.
      spacing: {
        sidebar: '227px',
        'demo-banner': '34px',
        'competition-banner': '22px',
      },
      fontFamily: {
        sans: ['system-ui', 'sans-serif'],
      },
    },
  },
};
