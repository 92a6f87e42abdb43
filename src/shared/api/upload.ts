import { api } from './client';
import { ApiError } from './errors';

// A file already on the CDN is not sent again when the form is re-submitted after an error.
const uploaded = new WeakMap<File, string>();

/** Sends `file` to the network's CDN once and gives its IRI; the CDN's 422 lands on `field`. */
export async function uploadOnce(file: File, field: string): Promise<string> {
  const known = uploaded.get(file);
  if (known) return known;
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    const { '@id': iri } = await api.post<{ '@id': string }>('cdn', { body, timeout: 120_000 });
    uploaded.set(file, iri);
    return iri;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    throw new ApiError({
      kind: 'http',
      status: 422,
      message: error.message,
      data: error.data,
      violations: error.violations.map((v) => ({ propertyPath: field, message: v.message })),
    });
  }
}
