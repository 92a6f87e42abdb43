// @ts-check
/**
 * A tiny router. Paths use the OpenAPI template style (`/publisher/api/publishers/{id}`), a
 * trailing `/*` (rest captured as `params['*']`) or a RegExp with named groups. Params arrive
 * percent-decoded. First match wins, so order matters.
 */

/**
 * @typedef {object} RequestContext
 * @property {import('node:http').IncomingMessage} req
 * @property {import('node:http').ServerResponse} res
 * @property {URL} url
 * @property {Record<string, string>} params
 * @property {import('./app-context.mjs').AppContext} app
 */

/** @typedef {(ctx: RequestContext) => Promise<void> | void} Handler */

/**
 * @typedef {object} Route
 * @property {string} method  HTTP method; GET routes also answer HEAD.
 * @property {string | RegExp} path
 * @property {Handler} handler
 */

/** @typedef {{ route: Route, params: Record<string, string> }} RouteMatch */

/**
 * @param {string | RegExp} path
 * @returns {RegExp}
 */
function compilePath(path) {
  if (path instanceof RegExp) return path;
  const wildcard = path.endsWith('/*');
  const base = wildcard ? path.slice(0, -2) : path;
  const pattern = base
    .split(/(\{[A-Za-z_]+\})/)
    .map((part) => {
      const name = /^\{([A-Za-z_]+)\}$/.exec(part)?.[1];
      return name ? `(?<${name}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${pattern}${wildcard ? '/(?<rest>.*)' : ''}$`);
}

/** @param {string} value */
function safeDecode(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** @param {Route[]} routes */
export function createRouter(routes) {
  const compiled = routes.map((route) => ({ route, regex: compilePath(route.path) }));

  /**
   * @param {string} method
   * @param {string} pathname
   * @returns {{ match: RouteMatch | null, allowed: string[] }}
   */
  function find(method, pathname) {
    /** @type {string[]} */
    const allowed = [];
    for (const { route, regex } of compiled) {
      const m = regex.exec(pathname);
      if (!m) continue;
      const routeMethods = route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];
      if (!routeMethods.includes(method)) {
        allowed.push(...routeMethods);
        continue;
      }
      /** @type {Record<string, string>} */
      const params = {};
      for (const [key, value] of Object.entries(m.groups ?? {})) {
        if (value !== undefined) params[key === 'rest' ? '*' : key] = safeDecode(value);
      }
      return { match: { route, params }, allowed };
    }
    return { match: null, allowed: [...new Set(allowed)] };
  }

  return { find };
}
