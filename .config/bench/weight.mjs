// Bytes per signed-in route: each route loaded cold (empty cache, its own browser context) with
// every response's size as transferred. The code and styles a route adds are its JS and CSS files
// minus those of the login page and of the frame (the files every signed-in route loads).
const CODE = /^\/assets\/publisher-platform\/.+\.(?:js|css)$/;

const header = (headers, name) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

/**
 * Loads `url` cold until its heading (or the sign-in button) shows and the network is quiet.
 * @returns {Promise<{ requests: number, transferred: number, code: Map<string, number> }>}
 *   `code`: JS and CSS files by path, each with its body size as sent (gzip)
 */
async function coldLoad(browser, origin, url, cookies) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (cookies) await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const responses = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    responses.set(requestId, { url: response.url, headers: response.headers });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response) response.transferred = encodedDataLength;
  });
  await page.goto(`${origin}${url}`);
  await page
    .locator('[data-publisher-platform] h1, [data-publisher-platform] button[type=submit]')
    .first()
    .waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  const finished = [...responses.values()].filter((r) => r.transferred !== undefined);
  const code = new Map();
  for (const r of finished) {
    const { pathname } = new URL(r.url);
    if (!CODE.test(pathname)) continue;
    code.set(pathname, Number(header(r.headers, 'content-length') ?? r.transferred));
  }
  return {
    requests: finished.length,
    transferred: finished.reduce((sum, r) => sum + r.transferred, 0),
    code,
  };
}

const sum = (files, sizes) => [...files].reduce((total, file) => total + (sizes.get(file) ?? 0), 0);

/**
 * The login page, the frame and each signed-in route: files and gzip bytes of code and styles
 * added (over the login page, and for a route over the frame too), and the cold load's requests
 * and total bytes transferred (HTML, code, styles, API answers, images, headers).
 * @param {{ name: string, url: string }[]} routes
 */
export async function measureWeights(browser, origin, cookies, routes) {
  const login = await coldLoad(browser, origin, '/publisher/login');
  const loads = [];
  for (const route of routes)
    loads.push({ ...route, ...(await coldLoad(browser, origin, route.url, cookies)) });
  const sizes = new Map([login, ...loads].flatMap((load) => [...load.code]));
  const loginFiles = new Set(login.code.keys());
  const frame = [...loads[0].code.keys()].filter(
    (file) => !loginFiles.has(file) && loads.every((load) => load.code.has(file)),
  );
  const before = new Set([...loginFiles, ...frame]);
  const row = (name, url, added, load) => ({
    name,
    url,
    files: added.length,
    added: sum(added, sizes),
    requests: load?.requests,
    transferred: load?.transferred,
  });
  return [
    row('login page', '/publisher/login', [...loginFiles], login),
    row('frame (in every signed-in route)', '', frame),
    ...loads.map((load) =>
      row(
        load.name,
        load.url,
        [...load.code.keys()].filter((file) => !before.has(file)),
        load,
      ),
    ),
  ];
}
