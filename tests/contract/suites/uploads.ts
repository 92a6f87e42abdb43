/** POST /publisher/api/cdn and GET /publisher/api/cdn/{id}: type, size and request checks. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallOptions, ContractClient } from '../contract-client';
import { JPEG_BYTES, PNG_BYTES, signupPass, uploadForm } from './accounts';

const CDN = '/publisher/api/cdn';
const TOO_LARGE = 'The file is too large. Allowed maximum size is 5 MB.';
const NOT_IMAGE = 'Invalid image. Please check the requirements.';

/** PNG magic bytes padded to `size`. */
const pngOfSize = (size: number) =>
  Buffer.concat([PNG_BYTES, Buffer.alloc(size - PNG_BYTES.length)]);

export function uploadSuite(api: ContractClient): void {
  describe('uploads', () => {
    // The browser's pass from the sign-up form it opened.
    let pass = '';
    beforeAll(async () => {
      pass = await signupPass(api);
    });
    const upload = (options: CallOptions) => api.call('POST', CDN, { cookie: pass, ...options });

    it('stores PNG and JPEG images and serves them back', async () => {
      const png = await upload({ form: uploadForm(PNG_BYTES, 'logo.png') });
      expect(png.status).toBe(201);
      const media = png.body as { '@id': string; contentUrl: string };
      expect(media).toEqual({
        '@id': expect.stringMatching(/^\/publisher\/api\/cdn\/[0-9a-f-]{36}$/),
        contentUrl: media['@id'],
        name: 'logo.png',
        size: PNG_BYTES.length,
        mimeType: 'image/png',
      });
      expect(png.headers.get('location')).toBe(media['@id']);
      const served = await api.call('GET', `${CDN}/{id}`, {
        params: { id: media['@id'].split('/').pop() ?? '' },
      });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.bytes.equals(PNG_BYTES)).toBe(true);

      // The type comes from the bytes, the name loses any directory.
      const jpeg = await upload({
        form: uploadForm(JPEG_BYTES, 'C:\\fakepath\\photo.JPG', 'image/png'),
      });
      expect(jpeg.body).toMatchObject({ name: 'photo.JPG', mimeType: 'image/jpeg' });
      const exact = await upload({
        form: uploadForm(pngOfSize(5_000_000), 'big.png'),
      });
      expect(exact.status).toBe(201);
    });

    it('answers 404 for unknown files', async () => {
      expect((await api.call('GET', `${CDN}/{id}`)).status).toBe(404);
      const garbage = await api.call('GET', `${CDN}/{id}`, { params: { id: '../demo.duckdb' } });
      expect(garbage.status).toBe(404);
    });

    it('rejects files over 5,000,000 bytes and non-images with 422', async () => {
      const large = await upload({
        form: uploadForm(pngOfSize(5_000_001), 'large.png'),
      });
      expect(large.status).toBe(422);
      expect(large.body).toMatchObject({
        violations: [{ propertyPath: 'file', message: TOO_LARGE }],
      });
      for (const [bytes, name] of [
        [Buffer.from('just text'), 'notes.png'],
        [Buffer.from('GIF89a......'), 'anim.gif'],
        [Buffer.alloc(0), 'empty.png'],
      ] as const) {
        const res = await upload({ form: uploadForm(bytes, name, 'image/png') });
        expect(res.status, name).toBe(422);
        expect(res.body).toMatchObject({
          violations: [{ propertyPath: 'file', message: NOT_IMAGE }],
        });
      }
    });

    it('answers 400, 413 and 415 for unusable requests', async () => {
      const noFile = new FormData();
      noFile.append('comment', 'no file here');
      expect((await upload({ form: noFile })).status).toBe(400);
      const malformed = await upload({
        rawBody: 'this is not multipart',
        contentType: 'multipart/form-data; boundary=abc',
      });
      expect(malformed.status).toBe(400);
      const noBoundary = await upload({
        rawBody: 'x',
        contentType: 'multipart/form-data',
      });
      expect(noBoundary.status).toBe(400);
      const json = await upload({ json: { file: 'logo.png' } });
      expect(json.status).toBe(415);
      const huge = await upload({
        form: uploadForm(pngOfSize(27 * 1024 * 1024), 'huge.png'),
      });
      expect(huge.status).toBe(413);
      // The server is still fine afterwards.
      expect((await upload({ form: uploadForm(PNG_BYTES, 'a.png') })).status).toBe(201);
    });

    it('takes files only from a signed-in publisher or a sign-up in progress, and limits them', async () => {
      await api.throttle('reset');
      const file = () => ({ form: uploadForm(PNG_BYTES, 'a.png') });
      const none = await api.call('POST', CDN, file());
      expect(none.status).toBe(403);
      expect(none.body).toMatchObject({
        'hydra:description': expect.stringContaining('during sign-up only'),
      });
      const forged = await api.call('POST', CDN, { ...file(), cookie: 'pp_signup=made-up' });
      expect(forged.status).toBe(403);
      const session = await api.loginCookie('demo');
      expect((await api.call('POST', CDN, { ...file(), cookie: session })).status).toBe(201);

      // 20 files per sign-up pass.
      const fresh = await signupPass(api);
      for (let i = 1; i <= 20; i++) {
        expect(
          (await api.call('POST', CDN, { ...file(), cookie: fresh })).status,
          `file ${i}`,
        ).toBe(201);
      }
      const full = await api.call('POST', CDN, { ...file(), cookie: fresh });
      expect(full.status).toBe(429);
      expect(full.body).toMatchObject({ 'hydra:description': 'At most 20 files per sign-up.' });
      // 50 per client address and hour, whatever the pass (21 taken so far).
      for (let i = 22; i <= 50; i++) {
        const cookie = i <= 40 ? await signupPass(api) : session;
        expect((await api.call('POST', CDN, { ...file(), cookie })).status, `upload ${i}`).toBe(
          201,
        );
      }
      const flooded = await api.call('POST', CDN, { ...file(), cookie: session });
      expect(flooded.status).toBe(429);
      expect(flooded.headers.get('retry-after')).toMatch(/^\d+$/);
      await api.throttle({ minutes: 61 });
      expect((await api.call('POST', CDN, { ...file(), cookie: session })).status).toBe(201);
      await api.throttle('reset');
    });
  });
}
