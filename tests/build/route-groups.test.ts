// @vitest-environment node
// The build's route-group report: what the frame and each parcel's first screen add after login,
// computed from the manifest's import graph (static imports plus the first screen's split chunks).
import { describe, expect, it } from 'vitest';
import { groupFiles, routeGroupSizes } from '../../.config/build/route-groups.mjs';

interface FileRecord {
  gzip: number;
  imports?: string[];
  assets?: string[];
  facade?: string;
}
const js = (gzip: number, imports: string[] = [], extra: Partial<FileRecord> = {}) => ({
  gzip,
  imports,
  ...extra,
});

// A small build: login = root-config + shared + auth; the shell imports TanStack Query and loads
// shared's query client lazily; reports imports the router and splits its dashboard page off.
const manifest = {
  modules: {
    vendor: {
      entries: { react: 'vendor/react.js', query: 'vendor/query.js', router: 'vendor/router.js' },
      files: {
        'vendor/react.js': js(100),
        'vendor/query.js': js(1000, ['react']),
        'vendor/router.js': js(3000, ['react']),
      },
    },
    'root-config': {
      entries: { '@publisher-platform/root-config': 'root-config/rc.js' },
      files: { 'root-config/rc.js': js(10, ['@publisher-platform/shared']) },
    },
    shared: {
      entries: { '@publisher-platform/shared': 'shared/shared.js' },
      files: {
        'shared/shared.js': js(200, ['react'], { assets: ['shared/shared.css'] }),
        'shared/shared.css': { gzip: 50 },
        'shared/query-client.js': js(20, ['query', 'shared/shared.js'], {
          facade: 'src/shared/query/query-client.ts',
        }),
        'shared/en.js': js(5, [], { facade: 'src/shared/messages/en.json' }),
        'shared/ru.js': js(6, [], { facade: 'src/shared/messages/ru.json' }),
      },
    },
    auth: {
      entries: { '@publisher-platform/auth': 'auth/auth.js' },
      files: {
        'auth/auth.js': js(30, ['@publisher-platform/shared', 'react']),
        'auth/en.js': js(7, [], { facade: 'src/parcels/auth/messages/en.json' }),
        'auth/register.js': js(400, [], { facade: 'src/parcels/auth/screens/register/index.ts' }),
      },
    },
    shell: {
      entries: { '@publisher-platform/shell': 'shell/shell.js' },
      files: {
        'shell/shell.js': js(300, ['@publisher-platform/shared', 'query'], {
          assets: ['shell/shell.css'],
        }),
        'shell/shell.css': { gzip: 40 },
        'shell/en.js': js(8, [], { facade: 'src/parcels/shell/messages/en.json' }),
        'shell/settings-page.js': js(500, ['shell/shell.js'], {
          facade: 'src/parcels/shell/features/settings/settings-page.tsx',
        }),
      },
    },
    reports: {
      entries: { '@publisher-platform/reports': 'reports/reports.js' },
      files: {
        'reports/reports.js': js(60, ['@publisher-platform/shared', 'router', 'query']),
        'reports/dashboard-page.js': js(90, ['reports/chart.js'], {
          facade: 'src/parcels/reports/features/dashboard/dashboard-page.tsx',
        }),
        'reports/chart.js': js(900),
        'reports/conversions-page.js': js(700, [], {
          facade: 'src/parcels/reports/pages/conversions-page.tsx',
        }),
        'reports/en.js': js(9, [], { facade: 'src/parcels/reports/messages/en.json' }),
      },
    },
  },
};

describe('route groups after login', () => {
  const sizes = routeGroupSizes(manifest);
  const group = (name: string) => sizes.find((g) => g.name === name);

  it('counts the frame: shell entry, its CSS, English messages, and what login did not load', () => {
    expect(group('frame (shell)')).toEqual({
      name: 'frame (shell)',
      after: ['login page'],
      files: expect.arrayContaining([
        'shell/shell.js',
        'shell/shell.css',
        'vendor/query.js',
        'shared/query-client.js',
        'shell/en.js',
      ]) as string[],
      gzip: 300 + 40 + 1000 + 20 + 8,
    });
    expect(group('frame (shell)')?.files).toHaveLength(5);
  });

  it("counts a parcel's first screen after login and the frame, with the chunks it needs", () => {
    const dashboard = group('reports dashboard');
    expect(dashboard?.files.sort()).toEqual(
      [
        'reports/reports.js',
        'vendor/router.js',
        'reports/dashboard-page.js',
        'reports/chart.js',
        'reports/en.js',
      ].sort(),
    );
    expect(dashboard?.gzip).toBe(60 + 3000 + 90 + 900 + 9);
  });

  it('leaves out lazy chunks no first screen needs and other languages', () => {
    const counted = sizes.flatMap((g) => g.files);
    expect(counted).not.toContain('shell/settings-page.js');
    expect(counted).not.toContain('reports/conversions-page.js');
    expect(counted).not.toContain('shared/ru.js');
    expect(counted).not.toContain('auth/register.js');
  });

  it('skips groups whose module is not in the build', () => {
    expect(group('finance balance')).toBeUndefined();
  });

  it('takes the login page as static imports plus its English messages', () => {
    const login = groupFiles(manifest, {
      entries: ['@publisher-platform/root-config', '@publisher-platform/auth'],
      chunks: ['src/parcels/auth/messages/en.json'],
    });
    expect(login.sort()).toEqual(
      [
        'root-config/rc.js',
        'shared/shared.js',
        'shared/shared.css',
        'vendor/react.js',
        'auth/auth.js',
        'auth/en.js',
      ].sort(),
    );
  });
});
