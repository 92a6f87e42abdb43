// Every portal route the gates visit, found from shared's paths module and root-config's route
// table: a path added to `paths` joins every gate. A path with a parameter needs an example here
// (taken from the demo network's data); without one the gates fail and name it.
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { HOST_CONFIG } from '../../host-demo/views/host-config.mjs';
import { paths } from '../../src/shared/routing/paths';

export interface GateRoute {
  /** The key in shared's paths module. */
  name: string;
  pattern: string;
  /** Shown to a signed-out visitor (root-config's route table marks it public). */
  public: boolean;
}

// Not pages of their own: the base path redirects to the dashboard, logout ends the session.
const NOT_PAGES = new Set(['root', 'logout']);

const routeTable = readFileSync(
  new URL('../../src/root-config/routes.ts', import.meta.url),
  'utf8',
);
const PUBLIC = new Set(
  [...routeTable.matchAll(/paths\.(\w+),[^}]*public: true/g)].map((match) => match[1]),
);

export const GATE_ROUTES: readonly GateRoute[] = Object.entries(paths)
  .filter(([name]) => !NOT_PAGES.has(name))
  .map(([name, pattern]) => ({ name, pattern, public: PUBLIC.has(name) }));

const firstId = async (
  request: APIRequestContext,
  collection: string,
  field: 'id' | 'relativeId' = 'id',
): Promise<string> => {
  const response = await request.get(`/publisher/api/${collection}?itemsPerPage=1`);
  const body = (await response.json()) as {
    'hydra:member'?: Record<'id' | 'relativeId', number | string>[];
  };
  const id = body['hydra:member']?.[0]?.[field];
  if (id === undefined) throw new Error(`the demo network has no ${collection} to show`);
  return String(id);
};

type Example = (request: APIRequestContext) => Promise<Record<string, string>>;

/** Parameters for each parameterised path, by its name in `paths`. */
const EXAMPLES: Record<string, Example> = {
  // A made-up token: the page shows what a publisher with an expired link sees.
  registerConfirm: async () => ({ token: 'gate-expired-token' }),
  emailUpdateConfirm: async () => ({ token: 'gate-expired-token' }),
  resetPasswordConfirm: async () => ({ token: 'gate-expired-token' }),
  // Offers and smartlinks live at the relative id the publisher sees.
  offer: async (request) => ({ offerId: await firstId(request, 'offers', 'relativeId') }),
  smartlink: async (request) => ({
    smartlinkId: await firstId(request, 'smartlinks', 'relativeId'),
  }),
  newsArticle: async (request) => ({ id: await firstId(request, 'announcements') }),
  additionalPage: async () => ({
    id: String(HOST_CONFIG.additionalPages[0]?.['@id'].split('/').pop()),
  }),
};

/** The route's URL path, its parameters filled from the demo network (signed-in `request`). */
export async function routeUrl(route: GateRoute, request: APIRequestContext): Promise<string> {
  if (!route.pattern.includes('$')) return route.pattern;
  const example = EXAMPLES[route.name];
  if (!example) throw new Error(`gates: the route "${route.name}" needs an example in EXAMPLES`);
  const params = await example(request);
  return route.pattern.replace(/\$(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`gates: no ${key} for the route "${route.name}"`);
    return encodeURIComponent(value);
  });
}
