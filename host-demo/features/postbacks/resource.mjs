// @ts-check
/** Postbacks: rules, macros and firing (always to the demo echo endpoint: no outside network). */
import { POSTBACK_PARAMETERS, POSTBACK_TYPES } from '../../lib/contract-enums.mjs';
import { Violations, text } from '../../lib/validation.mjs';

/** Every macro a postback URL may carry as `{name}` (the contract's PostbackParameter). */
export const MACROS = POSTBACK_PARAMETERS;
export { POSTBACK_TYPES };

/** @param {string} value */
export function isHttpUrl(value) {
  try {
    const url = new URL(value.replace(/\{\w+\}/g, 'x'));
    return (
      ['http:', 'https:'].includes(url.protocol) &&
      (url.hostname.includes('.') || url.hostname === 'localhost')
    );
  } catch {
    return false;
  }
}

/** The macros a URL carries, each once, in order. @param {string} url */
export const macrosOf = (url) => [
  ...new Set([...url.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? '')),
];

export const UNCONFIGURED = 'Parameter is not configured in the postback url';

/**
 * The parameters a postback sends: the macros chosen (the URL's own when none are given), each
 * of which the URL must carry as `{name}`.
 * @param {unknown} given
 * @param {string} url
 * @param {Violations} violations
 */
function checkParameters(given, url, violations) {
  if (given === undefined || given === null) return macrosOf(url).filter((m) => MACROS.includes(m));
  const chosen = Array.isArray(given) ? given.map((p) => text(p)) : [];
  const inUrl = macrosOf(url);
  if (!Array.isArray(given) || chosen.some((p) => !MACROS.includes(p) || !inUrl.includes(p)))
    violations.add('parameters', UNCONFIGURED);
  return [...new Set(chosen)];
}

/**
 * @param {{ url?: unknown, type?: unknown, offer?: unknown, smartlink?: unknown,
 *   parameters?: unknown }} input
 */
export function checkPostback(input) {
  const violations = new Violations();
  const url = text(input.url).trim();
  if (url === '') violations.add('url', 'Postback URL should not be blank');
  else if (url.length > 2000 || !isHttpUrl(url)) violations.add('url', 'Please, input correct url');
  else if ([...url.matchAll(/\{(\w*)\}/g)].some(([, name]) => !MACROS.includes(name ?? ''))) {
    violations.add('url', UNCONFIGURED);
  }
  const parameters = checkParameters(input.parameters, url, violations);
  const type = POSTBACK_TYPES.includes(text(input.type)) ? text(input.type) : 'global';
  const offer = text(input.offer).trim();
  const smartlink = text(input.smartlink).trim();
  if (type === 'offer' && !offer) violations.add('offer', 'Offer is required');
  if (type === 'smartlink' && !smartlink) violations.add('smartlink', 'Smartlink is required');
  violations.throwIfAny();
  return {
    url,
    parameters,
    type,
    offer: type === 'offer' ? offer : '',
    smartlink: type === 'smartlink' ? smartlink : '',
  };
}

/** @param {string} url @param {Record<string, string>} values */
export const substitute = (url, values) =>
  url.replace(/\{(\w+)\}/g, (all, name) =>
    name in values ? encodeURIComponent(values[name] ?? '') : all,
  );

/** @typedef {{ method: string, url: string, receivedAt: string }} Echo */

/** @type {WeakMap<object, Echo[]>} what each server's stand-in receiver got, newest last */
const echoes = new WeakMap();

/** What the receiver got, newest last (GET /__demo/echo). @param {object} app */
export const echoLog = (app) => echoes.get(app) ?? [];

/**
 * "Sends" the substituted URL: the demo network has no outside network, so a stand-in
 * receiver in this process logs it (as http, path and query kept) and answers 200.
 * @param {object} app
 * @param {string} url
 */
export function fire(app, url) {
  const target = new URL(url);
  const received = `http://${target.host}${target.pathname}${target.search}`;
  const log = echoes.get(app) ?? [];
  echoes.set(app, log);
  log.push({ method: 'GET', url: received, receivedAt: new Date().toISOString() });
  if (log.length > 200) log.shift();
  return { statusCode: 200, response: JSON.stringify({ ok: true, received }) };
}

/** @param {import('../../lib/db.mjs').Row} row */
export const postbackResource = (row) => ({
  '@id': `/publisher/api/publisher_postbacks/${row.id}`,
  id: Number(row.id),
  key: String(row.key),
  type: row.offer_id !== null ? 'offer' : row.smartlink_id !== null ? 'smartlink' : 'global',
  url: String(row.url),
  parameters: String(row.parameters ?? '')
    .split(',')
    .filter((name) => name !== ''),
  offer: row.offer_id === null ? null : `/publisher/api/offers/${row.offer_id}`,
  smartlink: row.smartlink_id === null ? null : `/publisher/api/smartlinks/${row.smartlink_id}`,
});

/** @param {import('../../lib/db.mjs').Row} row */
export const deliveryResource = (row) => ({
  id: Number(row.id),
  postback:
    row.postback_id === null ? null : `/publisher/api/publisher_postbacks/${row.postback_id}`,
  url: String(row.url),
  statusCode: Number(row.status_code),
  response: String(row.response),
  test: row.test === true,
  firedAt: `${String(row.fired_at).replace(' ', 'T')}Z`,
});
