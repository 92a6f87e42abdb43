/* global fetch */
// The single-bundle peer of `npm run bench:load` (see peer/app.mjs), built with esbuild into one
// minified script and one stylesheet, Brotli-compressed as our build's files are, and served on
// the network's own host page markup in place of our loader tag. API calls go on to the demo
// network, so the peer's form signs in for real.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import { renderHostPage } from '../../host-demo/views/host-page.mjs';
import { brotli } from '../build/precompress.mjs';

const HERE = path.dirname(new URL(import.meta.url).pathname);

async function buildPeer() {
  const result = await build({
    entryPoints: [path.join(HERE, 'peer/app.mjs')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  const js = Buffer.from(result.outputFiles[0].contents);
  const css = await readFile(path.join(HERE, 'peer/app.css'));
  return {
    '/peer/app.js': { type: 'text/javascript', body: await brotli(js) },
    '/peer/app.css': { type: 'text/css', body: await brotli(css) },
  };
}

function hostPage() {
  const page = renderHostPage({
    configText: '{}',
    accounts: [{ username: 'demo', note: 'the demo publisher' }],
    password: 'demo-password',
  });
  return page
    .replace('</head>', '  <link rel="stylesheet" href="/peer/app.css" />\n  </head>')
    .replace(
      /<script src="\/assets\/publisher-platform\/loader\.js"><\/script>/,
      '<script type="module" src="/peer/app.js"></script>',
    );
}

/**
 * Starts the peer on a free loopback port; API calls are passed on to `apiOrigin`.
 * @param {string} apiOrigin
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startPeer(apiOrigin) {
  const files = await buildPeer();
  const html = hostPage();
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://peer');
    const file = files[url.pathname];
    if (file) {
      response.writeHead(200, { 'content-type': file.type, 'content-encoding': 'br' });
      response.end(file.body);
    } else if (url.pathname.startsWith('/publisher/api/')) {
      const chunks = [];
      for await (const chunk of request) chunks.push(chunk);
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const answer = await fetch(new URL(url.pathname + url.search, apiOrigin), {
        method: request.method,
        headers: {
          'content-type': request.headers['content-type'] ?? 'application/json',
          cookie: request.headers.cookie ?? '',
        },
        body,
      });
      const setCookie = answer.headers.getSetCookie();
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
        ...(setCookie.length ? { 'set-cookie': setCookie } : {}),
      });
      response.end(Buffer.from(await answer.arrayBuffer()));
    } else if (url.pathname.startsWith('/publisher')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
