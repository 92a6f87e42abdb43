/**
 * Answers every operation gives alike: 401, 415, 400 for non-object JSON or a numeric query
 * parameter out of its bounds, 500.
 */
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

    it('answers 400 with violations for every numeric query parameter out of its bounds', async () => {
      const cookie = await api.loginCookie('demo');
      let probed = 0;
      for (const op of contract.operations.filter((o) => o.method === 'GET')) {
        for (const param of contract.parameters(op).filter((p) => p.in === 'query')) {
          const schema = param.schema as { type?: string; minimum?: number; maximum?: number };
          if (schema.type !== 'integer' && schema.type !== 'number') continue;
          expect([schema.minimum, schema.maximum], `${op.key} ${param.name} bounds`).not.toContain(
            undefined,
          );
          for (const value of ['1e21', 'Infinity', String((schema.maximum ?? 0) + 1)]) {
            probed += 1;
            const res = await api.call(op.method, op.path, {
              cookie,
              query: `${param.name}=${encodeURIComponent(value)}`,
            });
            expect(res.status, `${op.key}?${param.name}=${value}`).toBe(400);
            expect(res.body).toMatchObject({ violations: [{ propertyPath: param.name }] });
          }
        }
      }
      expect(probed).toBeGreaterThan(30);
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
