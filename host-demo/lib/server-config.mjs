// @ts-check
/**
 * Where the server is reached and what it may trust, from startServer's options or the
 * environment: the public origin mails and redirects use (never the request's Host), the
 * proxies whose X-Forwarded-* headers count, and whether the test switches exist at all.
 */

/**
 * @typedef {object} ServerConfig
 * @property {string} publicOrigin  e.g. https://network.example; '' until the server listens
 *   when none was configured (then it is the listen address)
 * @property {boolean} configuredOrigin  true when PUBLIC_ORIGIN / publicOrigin was given
 * @property {Set<string>} allowedHosts  Host header values answered (lower case)
 * @property {string | false} trustProxy  addresses of trusted proxies (Fastify's trustProxy)
 * @property {boolean} demoSwitches  /__demo/* and /dev/* exist (DEMO_SWITCHES=1)
 */

/**
 * The origin of a URL, refusing anything but a plain http(s) origin.
 * @param {string} value
 */
export function parseOrigin(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN "${value}" is not a URL (e.g. https://network.example).`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password) {
    throw new Error(`PUBLIC_ORIGIN "${value}" must be an http(s) origin.`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`PUBLIC_ORIGIN "${value}" must be an origin only, without a path.`);
  }
  return url.origin;
}

/**
 * @param {{ publicOrigin?: string, demoSwitches?: boolean, trustProxy?: string }} options
 * @param {NodeJS.ProcessEnv} env
 * @returns {ServerConfig}
 */
export function resolveConfig(options, env) {
  const origin = options.publicOrigin ?? env.PUBLIC_ORIGIN ?? '';
  const trust = (options.trustProxy ?? env.TRUST_PROXY ?? '').trim();
  return {
    publicOrigin: origin ? parseOrigin(origin) : '',
    configuredOrigin: origin !== '',
    allowedHosts: new Set(),
    trustProxy: trust === '' ? false : trust,
    demoSwitches: options.demoSwitches ?? env.DEMO_SWITCHES === '1',
  };
}

/**
 * Once listening: the origin defaults to the listen address, and the Hosts answered are the
 * public origin's and the loopback names of the listening port (a loopback Host reaches only
 * this machine, so it cannot send a mail or redirect anywhere else).
 * @param {ServerConfig} config
 * @param {number} port
 */
export function completeConfig(config, port) {
  if (!config.publicOrigin) config.publicOrigin = `http://127.0.0.1:${port}`;
  const url = new URL(config.publicOrigin);
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  config.allowedHosts = new Set(
    [
      url.host,
      `${url.hostname}:${url.port || defaultPort}`,
      ...['127.0.0.1', 'localhost', '[::1]'].map((name) => `${name}:${port}`),
    ].map((host) => host.toLowerCase()),
  );
}

/** @param {string | undefined} address */
export const isLoopback = (address) =>
  typeof address === 'string' &&
  (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address) ||
    address === '::1' ||
    /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address));
