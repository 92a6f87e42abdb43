// The host's `messages`, `theme` and `features`: passed through by the synchronous check, then
// checked by their own file as shared starts; a wrong part is named and left out, the rest applies.
import { describe, expect, it, vi } from 'vitest';
import { validateHostConfig } from '../../../src/shared/config';
import { readFeatures } from '../../../src/shared/config/overrides/features';
import { readMessageOverrides } from '../../../src/shared/config/overrides/messages';
import { readTheme } from '../../../src/shared/config/overrides/theme';

describe('validateHostConfig with overrides', () => {
  it('keeps the block as given for the start when it has one of the keys, else nothing', () => {
    const raw = { messages: { en: {} }, theme: 1, features: { smartlinks: false } };
    expect(validateHostConfig(raw).config.overrides).toEqual(raw);
    expect(validateHostConfig({ theme: {} }).config.overrides).toEqual({ theme: {} });
    expect(validateHostConfig({}).config.overrides).toBeUndefined();
  });
});

describe('readMessageOverrides', () => {
  it('compiles plain texts without the parser and applies per language', async () => {
    const problems: string[] = [];
    const parser = vi.fn();
    const texts = await readMessageOverrides(
      { en: { 'shell.nav.offers': 'Campaigns' }, ru: { 'shell.nav.offers': 'Кампании' } },
      problems,
      parser,
    );
    expect(problems).toEqual([]);
    expect(parser).not.toHaveBeenCalled();
    expect(texts).toEqual({
      en: { 'shell.nav.offers': [{ type: 0, value: 'Campaigns' }] },
      ru: { 'shell.nav.offers': [{ type: 0, value: 'Кампании' }] },
    });
  });

  it('parses ICU syntax, and reports a text that does not parse while the rest applies', async () => {
    const problems: string[] = [];
    const texts = await readMessageOverrides(
      {
        en: {
          'shell.header.notifications': '{count, plural, one {# new} other {# new}}',
          'shell.nav.news': 'Announcements {broken',
        },
      },
      problems,
    );
    expect(Object.keys(texts.en ?? {})).toEqual(['shell.header.notifications']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/"messages\.en\.shell\.nav\.news" is not a valid ICU message/);
  });

  it('reports an unknown language, a non-object and a non-string text', async () => {
    const problems: string[] = [];
    const texts = await readMessageOverrides(
      { fr: { a: 'b' }, ru: 'x', en: { 'a.b': 1, 'a.c': 'ok' } },
      problems,
    );
    expect(texts).toEqual({ en: { 'a.c': [{ type: 0, value: 'ok' }] } });
    expect(problems).toEqual([
      expect.stringMatching(/"messages\.fr" is not a language of the portal \(en, ru, uk, zh\)/),
      expect.stringMatching(/"messages\.ru" must be an object/),
      expect.stringMatching(/"messages\.en\.a\.b" must be a string/),
    ]);
    const notObject: string[] = [];
    expect(await readMessageOverrides([], notObject)).toEqual({});
    expect(notObject).toHaveLength(1);
  });
});

describe('readTheme', () => {
  it('keeps valid colours per scheme, radius and font family', () => {
    const problems: string[] = [];
    const theme = readTheme(
      {
        light: { background: '#f8fafc', danger: '#b00' },
        dark: { surface: '#0f172a' },
        radius: '0.75rem',
        fontFamily: '"Inter", sans-serif',
      },
      problems,
    );
    expect(problems).toEqual([]);
    expect(theme).toEqual({
      light: { background: '#f8fafc', danger: '#b00' },
      dark: { surface: '#0f172a' },
      radius: '0.75rem',
      fontFamily: '"Inter", sans-serif',
    });
  });

  it('names each wrong value and leaves it out', () => {
    const problems: string[] = [];
    const theme = readTheme(
      {
        light: { background: 'red', accent: '#fff', foreground: '#000' },
        dark: 3,
        radius: '1vw',
        fontFamily: 'x; color: red',
        shadow: 'none',
      },
      problems,
    );
    expect(theme).toEqual({ light: { foreground: '#000' } });
    expect(problems).toEqual([
      expect.stringMatching(/"theme\.light\.background" must be a hex colour/),
      expect.stringMatching(/"theme\.light\.accent" is not a colour of the theme/),
      expect.stringMatching(/"theme\.dark" must be an object/),
      expect.stringMatching(/"theme\.radius" must be a length/),
      expect.stringMatching(/"theme\.fontFamily" must be a font-family list/),
      expect.stringMatching(/"theme\.shadow" is not a theme key/),
    ]);
    expect(readTheme('dark', [])).toEqual({});
  });
});

describe('readFeatures', () => {
  it('keeps booleans of known sections and names the rest', () => {
    const problems: string[] = [];
    expect(
      readFeatures(
        { smartlinks: false, promoCodes: true, competitions: 'no', chat: false },
        problems,
      ),
    ).toEqual({ smartlinks: false, promoCodes: true });
    expect(problems).toEqual([
      '"features.competitions" must be true or false',
      expect.stringMatching(
        /"features\.chat" is not a feature \(smartlinks, promoCodes, competitions\)/,
      ),
    ]);
    expect(readFeatures(null, [])).toEqual({});
  });
});
