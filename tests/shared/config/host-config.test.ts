// The host page's configuration block: never throws, keeps what is valid, reports the rest and
// falls back to defaults (orange brand, /publisher/api, Europe/Prague).
import { afterEach, describe, expect, it } from 'vitest';
import { resolveApiUrl } from '../../../src/shared/api';
import {
  CONFIG_ELEMENT_ID,
  DEFAULT_CONFIG,
  readHostConfig,
  validateHostConfig,
} from '../../../src/shared/config';

function embed(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = CONFIG_ELEMENT_ID;
  script.textContent = text;
  document.body.appendChild(script);
}

afterEach(() => {
  document.getElementById(CONFIG_ELEMENT_ID)?.remove();
});

describe('readHostConfig', () => {
  it('gives the defaults without problems when the page has no block', () => {
    const { config, problems } = readHostConfig();
    expect(problems).toEqual([]);
    expect(config).toEqual({
      title: 'Publisher Platform',
      apiBase: '/publisher/api',
      defaultTimezone: 'Europe/Prague',
      brand: { primary: '#f97316' },
      additionalPages: [],
    });
  });

  it('reads and validates the embedded block', () => {
    embed(JSON.stringify({ title: 'Acme Partners', brand: { primary: '#0055ff' } }));
    const { config, problems } = readHostConfig();
    expect(problems).toEqual([]);
    expect(config.title).toBe('Acme Partners');
    expect(config.brand.primary).toBe('#0055ff');
  });

  it('reports unparsable JSON and uses the defaults', () => {
    embed('{ "title": "Acme", }');
    const { config, problems } = readHostConfig();
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/not valid JSON/);
  });

  it('reports a block that is not an object', () => {
    embed('[1, 2]');
    const { config, problems } = readHostConfig();
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(problems).toEqual(['the config must be a JSON object']);
  });
});

describe('validateHostConfig', () => {
  it('reports each wrong value, uses a default for it and keeps the valid parts', () => {
    const { config, problems } = validateHostConfig({
      title: 'Acme Partners',
      apiBase: 42,
      defaultTimezone: 'Mars/Olympus_Mons',
      brand: { primary: 'not-a-colour', primaryForeground: '#fff' },
      additionalPages: { id: 1 },
    });
    expect(config).toEqual({
      title: 'Acme Partners',
      apiBase: '/publisher/api',
      defaultTimezone: 'Europe/Prague',
      brand: { primary: '#f97316', primaryForeground: '#fff' },
      additionalPages: [],
    });
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/apiBase/);
    expect(problems.join('\n')).toMatch(/Mars\/Olympus_Mons/);
    expect(problems.join('\n')).toMatch(/brand\.primary/);
    expect(problems.join('\n')).toMatch(/additionalPages/);
  });

  it('keeps a valid configured time zone and trims the trailing slash of apiBase', () => {
    const { config, problems } = validateHostConfig({
      defaultTimezone: 'America/New_York',
      apiBase: 'https://api.example.com/publisher/api/',
    });
    expect(problems).toEqual([]);
    expect(config.defaultTimezone).toBe('America/New_York');
    expect(config.apiBase).toBe('https://api.example.com/publisher/api');
  });

  it('reads additional pages: id from @id, default icon and page title', () => {
    const { config, problems } = validateHostConfig({
      additionalPages: [
        { '@id': '/publisher/api/additional_pages/12', menuTitle: 'Rules', html: '<p>Hi</p>' },
        {
          '@id': '/publisher/api/additional_pages/13',
          menuTitle: 'Tools',
          pageTitle: 'Our tools',
          icon: 'tool',
          placement: 3,
          type: 2,
          url: 'https://tools.example.com',
        },
      ],
    });
    expect(problems).toEqual([]);
    expect(config.additionalPages).toEqual([
      {
        '@id': '/publisher/api/additional_pages/12',
        id: '12',
        menuTitle: 'Rules',
        icon: 'question-circle',
        placement: null,
        pageTitle: 'Rules',
        type: 1,
        html: '<p>Hi</p>',
      },
      {
        '@id': '/publisher/api/additional_pages/13',
        id: '13',
        menuTitle: 'Tools',
        icon: 'tool',
        placement: 3,
        pageTitle: 'Our tools',
        type: 2,
        url: 'https://tools.example.com',
      },
    ]);
  });

  it('drops a page without menu title or id and reports it; keeps the valid pages', () => {
    const { config, problems } = validateHostConfig({
      additionalPages: [
        { '@id': '/publisher/api/additional_pages/1' },
        'page',
        { menuTitle: 'No id' },
        { '@id': '/publisher/api/additional_pages/2', menuTitle: 'Kept' },
      ],
    });
    expect(config.additionalPages.map((p) => p.id)).toEqual(['2']);
    expect(problems).toEqual([
      'additionalPages[0] needs "@id" and "menuTitle"',
      'additionalPages[1] must be an object',
      'additionalPages[2] needs "@id" and "menuTitle"',
    ]);
  });

  it('reports an embedded-frame page without url but keeps it', () => {
    const { config, problems } = validateHostConfig({
      additionalPages: [{ '@id': 'additional_pages/5', menuTitle: 'Frame', type: 2 }],
    });
    expect(config.additionalPages).toHaveLength(1);
    expect(problems).toEqual(['additionalPages[0] of type 2 needs "url"']);
  });

  it('rejects an empty title and keeps the default', () => {
    const { config, problems } = validateHostConfig({ title: '   ' });
    expect(config.title).toBe('Publisher Platform');
    expect(problems).toEqual(['"title" must be a non-empty string']);
  });

  it('reports a brand that is not an object', () => {
    const { config, problems } = validateHostConfig({ brand: '#0055ff' });
    expect(config.brand.primary).toBe('#f97316');
    expect(problems).toHaveLength(1);
  });

  it('sends calls to the site root when apiBase is "/"', () => {
    history.pushState(null, '', '/publisher/dashboard');
    const { config } = validateHostConfig({ apiBase: '/' });
    const url = resolveApiUrl('offers', config.apiBase);
    history.pushState(null, '', '/');
    expect(url).toBe(`${window.location.origin}/offers`);
  });

  it('keeps a base64 script nonce and reports anything else', () => {
    const good = validateHostConfig({ scriptNonce: 'bm9uY2Utb2YtdGhlLXBhZ2U=' });
    expect(good.config.scriptNonce).toBe('bm9uY2Utb2YtdGhlLXBhZ2U=');
    expect(good.problems).toEqual([]);
    for (const scriptNonce of ['short', "x' 'unsafe-inline", 42]) {
      const bad = validateHostConfig({ scriptNonce });
      expect(bad.config.scriptNonce).toBeUndefined();
      expect(bad.problems).toHaveLength(1);
    }
  });
});
