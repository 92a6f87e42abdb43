// @vitest-environment node
/**
 * A payment's statement (PDF and CSV): its answers against openapi.yaml, the masked account, 404
 * for another publisher's payment, and every number against the tables the ledger sums.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../e2e/pdf-text';
import { createContractClient } from './contract-client';
import { HOST_DEMO_DIR, startDemo, type DemoUnderTest } from './harness';
import { loadContract } from './openapi-contract';

const contract = loadContract(join(HOST_DEMO_DIR, 'openapi.yaml'));
let demo: DemoUnderTest;
const api = createContractClient(contract, () => demo);
const PDF = '/publisher/api/payments/{id}/statement.pdf';
const CSV = '/publisher/api/payments/{id}/statement.csv';
const PAYOUT_CENTS = `CAST(round(payout * 100) AS BIGINT)`;

type Row = Record<string, string>;
/** The CSV as objects by its header (no quoted commas in the lines read here but labels). */
function csvRows(text: string): Row[] {
  const [header, ...lines] = text.trimEnd().split('\r\n');
  const split = (line: string) =>
    [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
      .map((m) => (m[1] ?? '').replace(/^"|"$/g, '').replaceAll('""', '"'))
      .slice(0, (header ?? '').split(',').length);
  const names = split(header ?? '');
  return lines.map((line) => Object.fromEntries(split(line).map((v, i) => [names[i], v])));
}
const cents = (value: string | undefined) => Math.round(Number(value) * 100);

let cookie: string;
const sql = (query: string, params: (string | number)[]) => demo.server.app.db.all(query, params);

beforeAll(async () => {
  demo = await startDemo();
  cookie = await api.loginCookie('demo');
}, 60_000);
afterAll(async () => {
  await demo?.stop();
});

describe('payment statements', () => {
  it('downloads a PDF and a CSV named after the payment and its period', async () => {
    const [payment] = await sql(
      `SELECT id, strftime(period_from, '%Y-%m-%d') AS f, strftime(period_to, '%Y-%m-%d') AS t
       FROM payments WHERE publisher_id = 1 ORDER BY id DESC LIMIT 1`,
      [],
    );
    const name = `statement-${String(payment?.id)}-${String(payment?.f)}_${String(payment?.t)}`;
    const params = { id: String(payment?.id) };
    const pdf = await api.call('GET', PDF, { cookie, params });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${name}.pdf"`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await api.call('GET', CSV, { cookie, params, query: 'language=en' });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="${name}.csv"`);
    expect(csv.text.split('\r\n')[0]).toBe('line,label,value,conversions,amount');
  });

  it("answers 404 for another publisher's payment and for an unknown id", async () => {
    const [other] = await sql(`SELECT min(id) AS id FROM payments WHERE publisher_id <> 1`, []);
    expect(other?.id).toBeDefined();
    for (const id of [String(other?.id), '999999', 'x']) {
      for (const path of [PDF, CSV]) {
        const res = await api.call('GET', path, { cookie, params: { id } });
        expect(res.status, `${path} ${id}`).toBe(404);
        expect(res.text).not.toContain('statement');
      }
    }
  });

  it('shows the account masked to its last four characters only', async () => {
    const payments = await sql(`SELECT id, account FROM payments WHERE publisher_id = 1`, []);
    for (const { id, account } of payments.slice(0, 3)) {
      const plain = String(account).replace(/\s+/g, '');
      const params = { id: String(id) };
      const csv = await api.call('GET', CSV, { cookie, params });
      const line = csvRows(csv.text).find((row) => row.line === 'account');
      expect(line?.value).toBe(`•••• ${plain.slice(-4)}`);
      expect(csv.text).not.toContain(String(account));
      const text = await pdfText((await api.call('GET', PDF, { cookie, params })).bytes);
      expect(text).toContain(`•••• ${plain.slice(-4)}`);
      expect(text).not.toContain(String(account));
    }
  });

  it('adds up to the ledger: conversions by offer, promo, amount and commission', async () => {
    const payments = await sql(
      `SELECT id, amount_cents, commission_cents, status, notes,
              strftime(period_from, '%Y-%m-%d') AS f, strftime(period_to, '%Y-%m-%d') AS t
       FROM payments WHERE publisher_id = 1 ORDER BY id`,
      [],
    );
    expect(payments.length).toBeGreaterThan(3);
    for (const p of payments) {
      const range = [String(p.f), String(p.t)];
      const offers = await sql(
        `SELECT o.relative_id AS offer, count(*)::INTEGER AS n, sum(${PAYOUT_CENTS})::BIGINT AS c
         FROM conversions c LEFT JOIN offers o ON o.id = c.offer_id
         WHERE c.publisher_id = 1 AND c.status = 'approved'
           AND CAST(c.created_at AS DATE) BETWEEN CAST($1 AS DATE) AND CAST($2 AS DATE)
         GROUP BY o.relative_id`,
        range,
      );
      const [promo] = await sql(
        `SELECT coalesce(sum(amount_cents), 0)::BIGINT AS c FROM promo_activations
         WHERE publisher_id = 1
           AND CAST(activated_at AS DATE) BETWEEN CAST($1 AS DATE) AND CAST($2 AS DATE)`,
        range,
      );
      const csv = await api.call('GET', CSV, { cookie, params: { id: String(p.id) } });
      const rows = csvRows(csv.text);
      const line = (code: string) => rows.find((row) => row.line === code);
      const byOffer = rows
        .filter((row) => row.line === 'offer')
        .map((row) => [row.value, Number(row.conversions), cents(row.amount)].join(':'))
        .sort();
      expect(byOffer, `payment ${String(p.id)}`).toEqual(
        offers.map((o) => [o.offer ?? '', Number(o.n), Number(o.c)].join(':')).sort(),
      );
      const earnings = offers.reduce((sum, o) => sum + Number(o.c), 0);
      expect(cents(line('earnings')?.amount)).toBe(earnings);
      expect(cents(line('promo_total')?.amount)).toBe(Number(promo?.c));
      expect(cents(line('amount')?.amount)).toBe(Number(p.amount_cents));
      expect(cents(line('commission')?.amount)).toBe(Number(p.commission_cents));
      expect(cents(line('net')?.amount)).toBe(Number(p.amount_cents) - Number(p.commission_cents));
      const carried = cents(line('carried_over')?.amount);
      expect(earnings + Number(promo?.c) + carried).toBe(Number(p.amount_cents));
      // A weekly payout pays exactly what its period earned; only a request may differ.
      if (String(p.notes).startsWith('Weekly payout')) expect(carried).toBe(0);
      expect(line('status')?.label).toBe('Status');
    }
  });

  it('pays what the ledger took off the balance', async () => {
    const ledger = await api.call('GET', '/publisher/api/ch/transactions', {
      cookie,
      query: 'type=payment&itemsPerPage=100',
    });
    const entries = (ledger.body as { 'hydra:member': { id: string; amount: number }[] })[
      'hydra:member'
    ];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries.slice(0, 4)) {
      const id = entry.id.slice(1);
      const csv = await api.call('GET', CSV, { cookie, params: { id } });
      const amount = csvRows(csv.text).find((row) => row.line === 'amount');
      expect(cents(amount?.amount)).toBe(-Math.round(entry.amount * 100));
    }
  });

  it('writes its texts in the asked language, else the profile language', async () => {
    const [payment] = await sql(`SELECT max(id) AS id FROM payments WHERE publisher_id = 1`, []);
    const params = { id: String(payment?.id) };
    const label = async (query: string) => {
      const csv = await api.call('GET', CSV, { cookie, params, query });
      return csvRows(csv.text).find((row) => row.line === 'amount')?.label;
    };
    expect(await label('language=ru')).toBe('Сумма выплаты');
    expect(await label('language=uk')).toBe('Сума виплати');
    expect(await label('language=zh')).toBe('付款金额');
    expect(await label('')).toBe('Payment amount');
    const ru = await pdfText(
      (await api.call('GET', PDF, { cookie, params, query: 'language=ru' })).bytes,
    );
    expect(ru).toContain('Выписка по выплате');
  });

  it('exercised the answers it owns', () => {
    const keys = [PDF, CSV].flatMap((path) => ['200', '404'].map((s) => `GET ${path} ${s}`));
    expect(keys.filter((key) => !api.exercised.has(key))).toEqual([]);
  });
});
