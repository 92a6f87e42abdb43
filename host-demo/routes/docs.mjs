// @ts-check
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sendBody } from '../lib/http.mjs';

/** @type {import('../lib/router.mjs').Handler} */
async function openApiDocument(ctx) {
  // Read on every request so edits show up without a restart; the file is small.
  const yaml = await readFile(path.join(ctx.app.hostDemoDir, 'openapi.yaml'));
  ctx.res.setHeader('Cache-Control', 'no-cache');
  sendBody(ctx.res, 200, yaml, 'application/yaml; charset=utf-8');
}

/** @type {import('../lib/router.mjs').Route[]} */
export const docsRoutes = [
  { method: 'GET', path: '/publisher/api/docs.yaml', handler: openApiDocument },
];
