import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA } from '../../../src/parcels/shell/lib/use-media-query';
import { compileStylesheet } from '../../../.config/build/stylesheet-plugin.mjs';

const root = process.cwd();
const widths = Object.fromEntries(
  [
    ...readFileSync(path.join(root, 'src/shared/styles/breakpoints.css'), 'utf8').matchAll(
      /--breakpoint-([\w-]+):\s*(\d+)px/g,
    ),
  ].map((m) => [m[1], Number(m[2])]),
);

// The product's breakpoints: mobile up to 767 px, tablet up to 1023 px, desktop from 1235 px.
describe('breakpoints', () => {
  it('are the spec widths, and the scripts use the same ones', () => {
    expect(widths).toEqual({ md: 768, lg: 1024, xl: 1235, '2xl': 1441 });
    expect(MEDIA).toEqual({
      md: `(min-width: ${widths.md}px)`,
      lg: `(min-width: ${widths.lg}px)`,
      xl: `(min-width: ${widths.xl}px)`,
    });
  });

  it('reach the compiled stylesheets (xl: and 2xl: utilities)', async () => {
    const { css } = (await compileStylesheet(path.join(root, 'src/parcels/auth/styles.css'))) as {
      css: string;
    };
    expect(css).toContain('@media (min-width:1235px)');
    expect(css).toContain('@media (min-width:1441px)');
    expect(css).not.toMatch(/min-width:(80|96)rem/);
  });

  it('rank responsive rules across files by the same widths', () => {
    const build = readFileSync(path.join(root, '.config/build/scope-css.mjs'), 'utf8');
    expect(build).toContain(`[640, ${widths.md}, ${widths.lg}, ${widths.xl}, ${widths['2xl']}]`);
  });
});
