/** Answers every operation gives alike: 401, 415, 400 for non-object JSON, 500. */
import { describe, expect, it } from 'vitest';
import type { ContractClient } from '../contract-client';
import type { Contract } from '../openapi-contract';

export function genericSuite(api: ContractClient, contract: Contract): void {
  describe('generic answers of every operation', () => {
    it('answers 401 without a session on every secured operation', async () => {
      for (const op of contract.operations.filter((o) => o.secured)) {
        const res = await api.call(op.method, op.path, op.hasJsonBody ? { json: {} } : {});
        expect(res.status, op.key).toBe(401);
      }
    });

    it('answers 415 when a JSON body is sent as another content type', async () => {
      const cookie = await api.loginCookie('demo');
      for (const op of contract.operations.filter(
        (o) => o.hasJsonBody && o.responseCodes.includes('415'),
      )) {
        const res = await api.call(op.method, op.path, {
          rawBody: 'username=demo',
          contentType: 'text/plain',
          cookie: op.secured ? cookie : undefined,
        });
        expect(res.status, op.key).toBe(415);
      }
    });

    it('answers 400 when a JSON body is not a JSON object', async () => {
      const cookie = await api.loginCookie('demo');
      for (const op of contract.operations.filter(
        (o) => o.hasJsonBody && o.responseCodes.includes('400'),
      )) {
        for (const rawBody of ['["a"]', '{"broken":', '']) {
          const res = await api.call(op.method, op.path, {
            rawBody,
            cookie: op.secured ? cookie : undefined,
          });
          expect(res.status, `${op.key} ${rawBody}`).toBe(400);
        }
      }
    });

    it('answers 500 in the Hydra shape when the server fails', async () => {
      const cookie = await api.loginCookie('demo');
      await api.settings({ errorRate: 1 });
      try {
        // Fault injection covers /publisher/api only; the pages under /publisher do not fail.
        for (const op of contract.operations.filter((o) => o.path.startsWith('/publisher/api/'))) {
          const res = await api.call(op.method, op.path, {
            cookie,
            ...(op.hasJsonBody ? { json: {} } : {}),
          });
          expect(res.status, op.key).toBe(500);
        }
      } finally {
        await api.settings({ errorRate: 0 });
      }
    });
  });
}
