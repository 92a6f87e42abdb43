import { ApiError } from '@publisher-platform/shared';
import { uploadFile } from '../api/register';
import type { CustomKey } from './custom-fields';

// The same as shared's uploadOnce, kept here because the auth parcel reads only shared's core,
// which every login page downloads. A file already on the CDN is not sent again when the form is
// re-submitted after an error.
const uploaded = new WeakMap<File, string>();

/** Uploads `file` once and gives its IRI; the CDN's 422 lands on the custom field `key`. */
export async function uploadOnce(file: File, key: CustomKey): Promise<string> {
  const known = uploaded.get(file);
  if (known) return known;
  try {
    const { '@id': iri } = await uploadFile(file);
    uploaded.set(file, iri);
    return iri;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    throw new ApiError({
      kind: 'http',
      status: 422,
      message: error.message,
      data: error.data,
      violations: error.violations.map((v) => ({ propertyPath: key, message: v.message })),
    });
  }
}
