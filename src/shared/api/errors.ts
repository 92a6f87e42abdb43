// Every failure of an API call becomes an ApiError: cancelled requests are marked so callers can
// ignore them, 422 violations (and "field: message" description lines) become field errors, and
// the message is the server's hydra:description / detail / error text or the generic
// "Something went wrong…" text (GENERIC_ERROR_ID).
export const GENERIC_ERROR_ID = 'shared.generic.error';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'cancelled';

export interface Violation {
  propertyPath: string;
  message: string;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly violations: Violation[];
  readonly data: unknown;
  /** true when `message` is the server's own text rather than the generic one. */
  readonly fromServer: boolean;

  constructor(init: {
    kind: ApiErrorKind;
    status?: number | null;
    message?: string | null;
    violations?: Violation[];
    data?: unknown;
  }) {
    super(init.message ?? '');
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.violations = init.violations ?? [];
    this.data = init.data;
    this.fromServer = Boolean(init.message);
  }

  get isCancelled(): boolean {
    return this.kind === 'cancelled';
  }

  /** Whether it goes to the error-reporting service: not for a cancelled request nor for the
   *  answers that refuse this request rather than show a fault (401, 403, 404, 405, 422). */
  get isReportable(): boolean {
    return this.kind !== 'cancelled' && ![401, 403, 404, 405, 422].includes(this.status ?? 0);
  }
}

type Body = Record<string, unknown>;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;

/** "field: message" lines of a description, as API Platform writes them for validation errors. */
function parseDescriptionLines(description: string): Violation[] {
  return description
    .split('\n')
    .map((line) => line.match(/^\s*([\w.[\]]+):\s+(.+)$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => ({ propertyPath: m[1] ?? '', message: (m[2] ?? '').trim() }));
}

export function violationsOf(body: unknown): Violation[] {
  if (typeof body !== 'object' || body === null) return [];
  const { violations } = body as Body;
  if (Array.isArray(violations)) {
    return violations
      .filter((v): v is Body => typeof v === 'object' && v !== null)
      .map((v) => ({
        propertyPath: String(v.propertyPath ?? ''),
        message: String(v.message ?? ''),
      }));
  }
  const description = text((body as Body)['hydra:description']);
  return description ? parseDescriptionLines(description) : [];
}

export function messageOf(body: unknown): string | null {
  // A plain-text body is the server's message; an HTML page (a proxy's 502) is not.
  if (typeof body === 'string')
    return text(body.length < 500 && !/<[a-z!/]/i.test(body) ? body : null);
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Body;
  return text(b['hydra:description']) ?? text(b.detail) ?? text(b.error) ?? text(b.message);
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : (error as { name?: string } | null)?.name === 'AbortError';
}
