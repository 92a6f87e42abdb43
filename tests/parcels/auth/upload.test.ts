// Uploads go to the CDN once per file; the CDN's 422 lands on the form's field. Shared's uploadOnce
// and the sign-up screen's copy of it (the auth parcel reads only shared's core) behave the same.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/shared/api';
import { uploadOnce as uploadFromSignUp } from '../../../src/parcels/auth/screens/register/lib/upload';
import type { CustomKey } from '../../../src/parcels/auth/screens/register/lib/custom-fields';
import { uploadOnce as uploadFromShared } from '../../../src/shared/api/upload';
import { json, stubFetch } from '../../shared/support';

const png = () => new File([new Uint8Array(8)], 'logo.png', { type: 'image/png' });

const UPLOADS = [
  ['shared', (file: File, field: string) => uploadFromShared(file, field)],
  ['sign-up', (file: File, field: string) => uploadFromSignUp(file, field as CustomKey)],
] as const;

describe.each(UPLOADS)('uploadOnce (%s)', (_, uploadOnce) => {
  it('posts the file as multipart "file" once and gives its IRI', async () => {
    const requests = stubFetch(() =>
      json(
        { '@id': '/publisher/api/cdn/u1', contentUrl: '/publisher/api/cdn/u1' },
        { status: 201 },
      ),
    );
    const file = png();
    expect(await uploadOnce(file, 'customFieldValues[3]')).toBe('/publisher/api/cdn/u1');
    expect(await uploadOnce(file, 'customFieldValues[3]')).toBe('/publisher/api/cdn/u1');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await requests[0]?.formData();
    expect(form?.get('file')).toBeTruthy(); // (jsdom's File loses its name on the way)
  });

  it("moves the CDN's violations onto the custom field", async () => {
    stubFetch(() =>
      json(
        {
          violations: [
            { propertyPath: 'file', message: 'Invalid image. Please check the requirements.' },
          ],
        },
        { status: 422 },
      ),
    );
    const error = await uploadOnce(png(), 'customFieldValues[4]').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).violations).toEqual([
      {
        propertyPath: 'customFieldValues[4]',
        message: 'Invalid image. Please check the requirements.',
      },
    ]);
  });
});
