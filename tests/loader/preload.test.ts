// @vitest-environment jsdom
// The loader asks for every file of the route's first screen at once, from the plan the build
// writes into it; the browser can only reuse a preload whose request matches SystemJS's own.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPreloader,
  routeFiles,
  routeFilesOf,
  type PreloadPlan,
} from '../../src/loader/preload';
import { reserveHeight } from '../../src/loader/dom';

const FILES = [
  'shared/shared.js',
  'vendor/react.js',
  'shared/en.js',
  'shared/ru.js',
  'auth/auth.js',
  'auth/auth.css',
  'auth/en.js',
  'auth/ru.js',
  'shell/shell.js',
  'reports/dashboard-page.js',
  'reports/en.js',
];
const at = (...files: string[]) => files.map((file) => FILES.indexOf(file));

const PLAN: PreloadPlan = {
  files: FILES,
  sets: {
    base: {
      a: at('shared/shared.js', 'vendor/react.js'),
      en: at('shared/en.js'),
      ru: at('shared/ru.js'),
    },
    login: {
      a: at('auth/auth.js', 'auth/auth.css'),
      en: at('auth/en.js'),
      ru: at('auth/ru.js'),
    },
    frame: { a: at('shell/shell.js', 'vendor/react.js'), en: [], ru: [] },
    'reports:dashboard': { a: at('reports/dashboard-page.js'), en: at('reports/en.js') },
  },
  routes: [
    ['^/publisher/login/?$', ['base', 'login']],
    ['^/publisher/dashboard/?$', ['base', 'frame', 'reports:dashboard']],
    ['^/publisher(?:/.*)?/?$', ['base', 'frame']],
  ],
  fallback: ['base'],
  lowFrom: FILES.length,
};

describe('routeFiles', () => {
  it("gives the login page's files in the page's language", () => {
    expect(routeFiles(PLAN, '/publisher/login', 'ru')).toEqual([
      'shared/shared.js',
      'vendor/react.js',
      'auth/auth.js',
      'auth/auth.css',
      'shared/ru.js',
      'auth/ru.js',
    ]);
  });

  it('adds the frame and the page to a signed-in route, each file once', () => {
    const files = routeFiles(PLAN, '/publisher/dashboard', 'en');
    expect(files).toEqual([
      'shared/shared.js',
      'vendor/react.js',
      'shell/shell.js',
      'reports/dashboard-page.js',
      'shared/en.js',
      'reports/en.js',
    ]);
  });

  it("asks in the order of the plan's files (largest first), whichever set a file is in", () => {
    const plan: PreloadPlan = {
      files: ['vendor/big.js', 'page/medium.js', 'shared/small.js'],
      sets: { base: { a: [2] }, page: { a: [1, 0] } },
      routes: [['^/publisher/page/?$', ['base', 'page']]],
      fallback: ['base'],
      lowFrom: 3,
    };
    expect(routeFiles(plan, '/publisher/page', 'en')).toEqual([
      'vendor/big.js',
      'page/medium.js',
      'shared/small.js',
    ]);
  });

  it('splits what every language needs from the message chunks of one', () => {
    expect(routeFilesOf(PLAN, '/publisher/login', 'a')).toEqual([
      'shared/shared.js',
      'vendor/react.js',
      'auth/auth.js',
      'auth/auth.css',
    ]);
    expect(routeFilesOf(PLAN, '/publisher/login', 'en')).toEqual(['shared/en.js', 'auth/en.js']);
  });

  it('preloads the frame for other portal paths and only the base outside the portal', () => {
    expect(routeFiles(PLAN, '/publisher/no-such-page', 'en')).toContain('shell/shell.js');
    expect(routeFiles(PLAN, '/partners', 'zh')).toEqual(['shared/shared.js', 'vendor/react.js']);
  });
});

describe('createPreloader', () => {
  afterEach(() => document.head.replaceChildren());
  const hrefs = () =>
    [...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'));

  it('asks at once for the files it gets first, and queues the later ones behind them', () => {
    vi.useFakeTimers();
    try {
      const preload = createPreloader(document, '/assets/', 'https://site.example');
      const files = Array.from({ length: 6 }, (_, i) => `a/${i}.js`);
      preload(files);
      expect(hrefs()).toHaveLength(4);
      const done = vi.fn(() => expect(hrefs()).toHaveLength(8));
      preload(['en/1.js', 'en/2.js'], done);
      expect(hrefs()).toHaveLength(4);
      vi.runAllTimers();
      expect(done).toHaveBeenCalledTimes(1);
      expect(hrefs()).toEqual([...files, 'en/1.js', 'en/2.js'].map((f) => `/assets/${f}`));
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks at low priority for the files it is told to, after the rest', () => {
    const preload = createPreloader(
      document,
      '/assets/',
      'https://site.example',
      (file) => (file === 'page/chart.js' ? 1 : 0),
      (file) => file === 'page/chart.js',
    );
    preload(['page/chart.js', 'page/page.js']);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.getAttribute('href'), l.getAttribute('fetchpriority')])).toEqual([
      ['/assets/page/page.js', null],
      ['/assets/page/chart.js', 'low'],
    ]);
  });

  it('says at once that every link is in when nothing is left to add', () => {
    const preload = createPreloader(document, '/assets/', 'https://site.example');
    preload(['a/1.js']);
    const done = vi.fn();
    preload([], done);
    expect(done).toHaveBeenCalledTimes(1);
  });
});

describe('preload links', () => {
  afterEach(() => document.head.replaceChildren());
  const links = () => [...document.head.querySelectorAll('link')];

  it('adds one preload link per file, as script or style', () => {
    createPreloader(
      document,
      'https://site.example/assets/',
      'https://site.example',
    )(['a/app.js', 'a/app.css']);
    expect(links().map((l) => [l.rel, l.as, l.href, l.crossOrigin])).toEqual([
      ['preload', 'script', 'https://site.example/assets/a/app.js', null],
      ['preload', 'style', 'https://site.example/assets/a/app.css', null],
    ]);
  });

  it('adds a few links at once and the rest in later tasks, in order, then says so', () => {
    vi.useFakeTimers();
    try {
      const files = Array.from({ length: 10 }, (_, i) => `a/${i}.js`);
      const done = vi.fn(() => expect(links()).toHaveLength(10));
      createPreloader(
        document,
        'https://site.example/assets/',
        'https://site.example',
      )(files, done);
      expect(links()).toHaveLength(4);
      expect(done).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(done).toHaveBeenCalledTimes(1);
      expect(links().map((l) => l.getAttribute('href'))).toEqual(
        files.map((f) => `https://site.example/assets/${f}`),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("adds the later groups ahead of the page's ordinary tasks where the browser can", () => {
    const tasks: (() => void)[] = [];
    const priorities: string[] = [];
    const postTask = (run: () => void, options: { priority: string }) => {
      tasks.push(run);
      priorities.push(options.priority);
      return Promise.resolve();
    };
    vi.stubGlobal('scheduler', { postTask });
    try {
      const files = Array.from({ length: 10 }, (_, i) => `a/${i}.js`);
      createPreloader(document, 'https://site.example/assets/', 'https://site.example')(files);
      expect(links()).toHaveLength(4);
      while (tasks.length) tasks.shift()?.();
      expect(links()).toHaveLength(10);
      expect(priorities).toEqual(['user-blocking', 'user-blocking']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('marks scripts crossorigin only when they come from another origin, as SystemJS does', () => {
    createPreloader(
      document,
      'https://cdn.example/pp/',
      'https://site.example',
    )(['a/app.js', 'a/app.css']);
    expect(links().map((l) => [l.as, l.crossOrigin])).toEqual([
      ['script', 'anonymous'],
      ['style', null],
    ]);
  });
});

describe('reserveHeight', () => {
  it('keeps the viewport height for the widget unless the host set a height itself', () => {
    const root = document.createElement('div');
    reserveHeight(root, window);
    expect(root.style.minHeight).toBe('100vh');
    const hosted = document.createElement('div');
    hosted.style.minHeight = '600px';
    document.body.append(hosted);
    reserveHeight(hosted, window);
    expect(hosted.style.minHeight).toBe('600px');
  });
});
