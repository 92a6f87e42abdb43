// What the demo server adds to Fastify's types (referenced by the modules that use it).
import type { AppContext } from './lib/app-context.mjs';
import type { BodyContract } from './lib/contract.mjs';
import type { QueryContract } from './lib/query-contract.mjs';
import type { HttpError } from './lib/http.mjs';
import type { Session } from './lib/sessions.mjs';

declare module 'fastify' {
  interface FastifyInstance {
    app: AppContext;
  }
  interface FastifyRequest {
    /** Set by the `authenticate` onRequest hook of secured routes. */
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** The operation's JSON body schema from openapi.yaml (attached when the route is added). */
    bodyContract?: BodyContract;
    /** The operation's numeric query parameters from openapi.yaml (bounds checked first). */
    queryContract?: QueryContract;
    /** The route reads a multipart/form-data body (every other route refuses one). */
    multipart?: boolean;
    /** The handler checks its body with checkBody() (its own rules plus the contract). */
    bodyRules?: boolean;
    /** The host page's catch-all (it never answers paths under /publisher/api). */
    pageFallback?: boolean;
    /** Rewrites a 4xx answer of this route into its own shape (e.g. json_login's { error }). */
    mapError?: (error: HttpError) => HttpError;
  }
}
