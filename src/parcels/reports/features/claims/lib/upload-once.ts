import { ApiError } from '@publisher-platform/shared';
import { uploadScreenshot } from '../api/claims';

// A file already on the CDN is not sent again when the form is re-submitted after an error.
const uploaded = new WeakMap<File, string>();

/** Uploads the screenshot once and gives its IRI; the CDN's 422 lands on the screenshot field. */
export async function uploadScreenshotOnce(file: File): Promise<string> {
  const known = uploaded.get(file);
  if (known) return known;
  try {
    const { '@id': iri } = await uploadScreenshot(file);
    uploaded.set(file, iri);
    return iri;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    throw new ApiError({
      kind: 'http',
      status: 422,
      message: error.message,
      data: error.data,
      violations: error.violations.map((v) => ({ propertyPath: 'screenshot', message: v.message })),
    });
  }
}
