// The signed-in routes of the e2e gates' route table (`e2e/gates/routes.ts`), so a path added to
// shared's `paths` joins the benchmark as it joins every gate. The TypeScript module is bundled
// with esbuild and imported from memory; its own file URL stands in for `import.meta.url`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ENTRY = path.resolve('e2e/gates/routes.ts');

async function gateRoutesModule() {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    logLevel: 'silent',
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(ENTRY).href) },
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/**
 * Every signed-in route with its URL path, parameters filled from the demo network.
 * @param {import('@playwright/test').APIRequestContext} request  signed in, with the origin as baseURL
 * @returns {Promise<{ name: string, url: string }[]>}
 */
export async function signedInRoutes(request) {
  const { GATE_ROUTES, routeUrl } = await gateRoutesModule();
  const routes = GATE_ROUTES.filter((route) => !route.public);
  return Promise.all(
    routes.map(async (route) => ({ name: route.name, url: await routeUrl(route, request) })),
  );
}
