/**
 * Finance: the ledger and its transactions, payments, payment methods, payout accounts with the
 * mailed PIN (validation texts, wrong PINs, the lock), promo codes and their network flag.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractClient } from '../contract-client';

const TRANSACTIONS = '/publisher/api/ch/transactions';
const EXPORT = '/publisher/api/ch/transactions/export';
const PAYMENTS = '/publisher/api/payments';
const METHODS = '/publisher/api/payment_methods';
const SCHEDULE = '/publisher/api/payment_schedule';
const PIN = '/publisher/api/profile/pin_request';
const ACCOUNTS = '/publisher/api/publisher_payout_accounts';
const ACCOUNT = '/publisher/api/publisher_payout_accounts/{id}';
const VALIDATE = '/publisher/api/publisher_payout_accounts/validate';
const VALIDATE_PATCH = '/publisher/api/publisher_payout_accounts/{id}/validate';
const PROMO = '/publisher/api/promo_codes';
const LD = 'application/ld+json';
const PATCH = 'application/merge-patch+json';
const PAYPAL = '/publisher/api/payment_methods/1';

type Violations = { violations: { propertyPath: string; message: string }[] };
const violations = (body: unknown) => (body as Violations).violations;

export function financeSuite(api: ContractClient): void {
  describe('finance', () => {
    let demo: string;
    let nosmart: string;
    let newbie: string;
    beforeAll(async () => {
      demo = await api.loginCookie('demo');
      nosmart = await api.loginCookie('nosmart');
      newbie = await api.loginCookie('newbie');
    });

    /** The PIN of the newest PIN mail to `to`. */
    const mailedPin = async (to: string) => {
      const mail = await api.mailTo(to, 'Your PIN for payment accounts');
      return /PIN: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
    };
    const freshPin = async (cookie: string, to: string) => {
      expect((await api.call('POST', PIN, { cookie })).status).toBe(204);
      return mailedPin(to);
    };
    const ledger = async (username: string) =>
      (await (
        await fetch(`${api.origin()}/__demo/finance/ledger?username=${username}`)
      ).json()) as {
        balance: number;
        ledger: number;
      };

    it('pages the ledger; the running balance ends at the balance', async () => {
      const page = await api.call('GET', TRANSACTIONS, { cookie: demo, query: 'itemsPerPage=5' });
      const body = page.body as {
        'hydra:member': { amount: number; balance: number }[];
        'hydra:totalItems': number;
      };
      expect(body['hydra:member']).toHaveLength(5);
      const { balance, ledger: served } = await ledger('demo');
      expect(served).toBe(balance);
      expect(body['hydra:member'][0]?.balance).toBe(balance);
      const [a, b] = body['hydra:member'];
      expect(Math.round(((b?.balance ?? 0) + (a?.amount ?? 0)) * 100)).toBe(
        Math.round((a?.balance ?? 0) * 100),
      );
      const all = await api.call('GET', TRANSACTIONS, {
        cookie: demo,
        query: `itemsPerPage=100&page=1`,
      });
      expect((all.body as { 'hydra:totalItems': number })['hydra:totalItems']).toBe(
        body['hydra:totalItems'],
      );
      for (const query of ['dateRange=yesterday', 'type=refund', 'page=0', 'itemsPerPage=101']) {
        expect((await api.call('GET', TRANSACTIONS, { cookie: demo, query })).status).toBe(400);
      }
    });

    it('exports the filtered ledger, 204 when nothing matches', async () => {
      const csv = await api.call('GET', EXPORT, { cookie: demo, query: 'type=promo' });
      expect(csv.headers.get('content-disposition')).toMatch(
        /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(csv.text).toMatch(/^date,type,amount,balance,conversions,details\r\n.*,promo,5,/);
      const none = await api.call('GET', EXPORT, {
        cookie: demo,
        query: `dateRange=${encodeURIComponent('2000-01-01 00:00:00 - 2000-01-31 23:59:59')}`,
      });
      expect(none.status).toBe(204);
      expect((await api.call('GET', EXPORT, { cookie: demo, query: 'type=x' })).status).toBe(400);
    });

    it('lists payments with filters, and the payment methods', async () => {
      const declined = await api.call('GET', PAYMENTS, { cookie: demo, query: 'status=declined' });
      const body = declined.body as { 'hydra:member': { status: string }[] };
      expect(body['hydra:member'].every((p) => p.status === 'declined')).toBe(true);
      expect((await api.call('GET', PAYMENTS, { cookie: demo, query: 'status=lost' })).status).toBe(
        400,
      );
      const methods = await api.call('GET', METHODS, { cookie: demo });
      expect(
        (methods.body as { 'hydra:member': { title: string }[] })['hydra:member'][0],
      ).toMatchObject({
        title: 'PayPal',
        minimalPaymentAmount: 50,
        accountFormat: { example: 'name@example.com' },
      });
    });

    it('tells when payouts run, and the first one that reaches the minimum', async () => {
      type Schedule = Record<'nextPaymentAt' | 'coversEarningsBefore', string> & {
        weekday: number;
        yourNextPaymentAt: string | null;
      };
      const schedule = (await api.call('GET', SCHEDULE, { cookie: demo })).body as Schedule;
      const next = new Date(schedule.nextPaymentAt);
      expect([next.getUTCDay(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([1, 10, 0]);
      expect(next.getTime()).toBeGreaterThan(Date.now() - 3_600_000);
      expect(next.getTime() - Date.parse(schedule.coversEarningsBefore)).toBe(
        7 * 86_400_000 + 10 * 3_600_000,
      );
      const yours = schedule.yourNextPaymentAt;
      expect(yours).not.toBeNull();
      expect((Date.parse(yours ?? '') - next.getTime()) % (7 * 86_400_000)).toBe(0);
      const approved = await api.call('GET', '/publisher/api/ch/conversions', {
        cookie: demo,
        query: 'status=approved&itemsPerPage=100',
      });
      const dates = (approved.body as { 'hydra:member': { expectedPaymentAt: string | null }[] })[
        'hydra:member'
      ].flatMap((c) => (c.expectedPaymentAt ? [Date.parse(c.expectedPaymentAt)] : []));
      expect(dates.every((at) => at >= Date.parse(yours ?? ''))).toBe(true);
      const none = await api.call('GET', SCHEDULE, { cookie: newbie });
      expect((none.body as Schedule).yourNextPaymentAt).toBeNull();
    });

    it('validates accounts with the form texts', async () => {
      const cases: [Record<string, unknown>, [string, string][]][] = [
        [
          {},
          [
            ['paymentMethod', 'Payment method is required'],
            ['account', 'Payment account is required'],
            ['minimalPaymentAmount', 'Minimal payment amount is required'],
          ],
        ],
        [
          { paymentMethod: PAYPAL, account: 'ab', minimalPaymentAmount: 50 },
          [['account', 'The account should contain at least 6 symbols']],
        ],
        [
          { paymentMethod: PAYPAL, account: 'abcdefg', minimalPaymentAmount: 50 },
          [['account', 'The value should contain @']],
        ],
        [
          { paymentMethod: PAYPAL, account: 'abc@defg', minimalPaymentAmount: 50 },
          [['account', 'Invalid account format for the method. Example: name@example.com']],
        ],
        [
          { paymentMethod: PAYPAL, account: 'a@example.com', minimalPaymentAmount: 1 },
          [['minimalPaymentAmount', 'The minimal payment of PayPal is $50.00']],
        ],
      ];
      for (const [json, expected] of cases) {
        const res = await api.call('POST', VALIDATE, { cookie: demo, json, contentType: LD });
        expect(res.status, JSON.stringify(json)).toBe(422);
        expect(violations(res.body)).toEqual(
          expected.map(([propertyPath, message]) => ({ propertyPath, message })),
        );
      }
      const ok = { paymentMethod: PAYPAL, account: 'new@example.com', minimalPaymentAmount: 60 };
      expect(
        (await api.call('POST', VALIDATE, { cookie: demo, json: ok, contentType: LD })).status,
      ).toBe(204);
      const missingPin = await api.call('POST', ACCOUNTS, {
        cookie: demo,
        json: ok,
        contentType: LD,
      });
      expect(violations(missingPin.body)).toEqual([
        { propertyPath: 'pin', message: 'Pin is required' },
      ]);
      const patched = await api.call('PATCH', VALIDATE_PATCH, {
        cookie: demo,
        params: { id: '2' },
        json: { account: 'x' },
        contentType: PATCH,
      });
      expect(violations(patched.body)).toEqual([
        { propertyPath: 'account', message: 'The account should contain at least 6 symbols' },
      ]);
      const fine = await api.call('PATCH', VALIDATE_PATCH, {
        cookie: demo,
        params: { id: '2' },
        json: { minimalPaymentAmount: 150 },
        contentType: PATCH,
      });
      expect(fine.status).toBe(204);
      for (const [method, path] of [
        ['PATCH', VALIDATE_PATCH],
        ['PATCH', ACCOUNT],
      ] as const) {
        const other = await api.call(method, path, {
          cookie: nosmart,
          params: { id: '2' },
          json: { pin: '1' },
          contentType: PATCH,
        });
        expect(other.status).toBe(404);
      }
      const gone = await api.call('DELETE', ACCOUNT, {
        cookie: nosmart,
        params: { id: '2' },
        json: { pin: '1' },
      });
      expect(gone.status).toBe(404);
    });

    it('adds, activates and deletes with mailed PINs; wrong PINs answer on the pin field', async () => {
      const input = {
        paymentMethod: PAYPAL,
        account: 'second@example.com',
        minimalPaymentAmount: 80,
      };
      let pin = await freshPin(demo, 'demo@example.com');
      const wrong = await api.call('POST', ACCOUNTS, {
        cookie: demo,
        json: { ...input, pin: pin === '000000' ? '111111' : '000000' },
        contentType: LD,
      });
      expect(violations(wrong.body)).toEqual([
        { propertyPath: 'pin', message: 'Wrong PIN. 4 attempts left.' },
      ]);
      const created = await api.call('POST', ACCOUNTS, {
        cookie: demo,
        json: { ...input, pin },
        contentType: LD,
      });
      expect(created.status).toBe(201);
      const account = created.body as { id: number; active: boolean };
      expect(account).toMatchObject({
        account: 'second@example.com',
        active: false,
        minimalPaymentAmount: 80,
      });
      const reused = await api.call('POST', ACCOUNTS, {
        cookie: demo,
        json: { ...input, account: 'third@example.com', pin },
        contentType: LD,
      });
      expect(violations(reused.body)).toEqual([
        { propertyPath: 'pin', message: 'Request a PIN first: it is sent to your e-mail.' },
      ]);

      pin = await freshPin(demo, 'demo@example.com');
      const activated = await api.call('PATCH', ACCOUNT, {
        cookie: demo,
        params: { id: String(account.id) },
        json: { active: true, pin },
        contentType: PATCH,
      });
      expect(activated.body).toMatchObject({ id: account.id, active: true });
      const list = await api.call('GET', ACCOUNTS, { cookie: demo });
      const members = (list.body as { 'hydra:member': { id: number; active: boolean }[] })[
        'hydra:member'
      ];
      expect(members.filter((m) => m.active).map((m) => m.id)).toEqual([account.id]);
      const deactivate = await api.call('PATCH', ACCOUNT, {
        cookie: demo,
        params: { id: String(account.id) },
        json: { active: false, pin: '1' },
        contentType: PATCH,
      });
      expect(violations(deactivate.body)).toEqual([
        { propertyPath: 'active', message: 'Make another account active instead.' },
      ]);

      const noPin = await api.call('DELETE', ACCOUNT, {
        cookie: demo,
        params: { id: String(account.id) },
        json: {},
      });
      expect(violations(noPin.body)).toEqual([{ propertyPath: 'pin', message: 'Pin is required' }]);
      const noBody = await api.call('DELETE', ACCOUNT, {
        cookie: demo,
        params: { id: String(account.id) },
        rawBody: '',
      });
      expect(noBody.status).toBe(400);
      pin = await freshPin(demo, 'demo@example.com');
      const removed = await api.call('DELETE', ACCOUNT, {
        cookie: demo,
        params: { id: String(account.id) },
        json: { pin },
      });
      expect(removed.status).toBe(204);
      // Put the seeded account back in charge.
      pin = await freshPin(demo, 'demo@example.com');
      const back = await api.call('PATCH', ACCOUNT, {
        cookie: demo,
        params: { id: '2' },
        json: { active: true, pin },
        contentType: PATCH,
      });
      expect(back.status).toBe(200);
    });

    it('locks PIN actions after 5 wrong PINs', async () => {
      await freshPin(nosmart, 'nosmart@example.com');
      const send = () =>
        api.call('DELETE', ACCOUNT, { cookie: nosmart, params: { id: '3' }, json: { pin: 'x' } });
      for (let i = 4; i >= 1; i--) expect((await send()).status).toBe(422);
      const locked = await send();
      expect(locked.status).toBe(429);
      expect(locked.body).toMatchObject({
        'hydra:description': 'Too many wrong PINs: PIN actions are locked for 15 minutes.',
      });
      expect((await api.call('POST', PIN, { cookie: nosmart })).status).toBe(429);
      const input = {
        paymentMethod: PAYPAL,
        account: 'ns@example.com',
        minimalPaymentAmount: 50,
        pin: '1',
      };
      expect(
        (await api.call('POST', ACCOUNTS, { cookie: nosmart, json: input, contentType: LD }))
          .status,
      ).toBe(429);
      const patch = await api.call('PATCH', ACCOUNT, {
        cookie: nosmart,
        params: { id: '3' },
        json: { pin: '1' },
        contentType: PATCH,
      });
      expect(patch.status).toBe(429);
    });

    it('keeps the lock for 15 minutes, then counts wrong PINs afresh', async () => {
      const advance = (minutes: number) =>
        fetch(`${api.origin()}/__demo/finance/pins/advance`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'nosmart', minutes }),
        });
      expect((await advance(14)).status).toBe(204);
      expect((await api.call('POST', PIN, { cookie: nosmart })).status).toBe(429);
      expect((await advance(1)).status).toBe(204);
      await freshPin(nosmart, 'nosmart@example.com');
      const wrong = await api.call('DELETE', ACCOUNT, {
        cookie: nosmart,
        params: { id: '3' },
        json: { pin: 'x' },
      });
      expect(violations(wrong.body)).toEqual([
        { propertyPath: 'pin', message: 'Wrong PIN. 4 attempts left.' },
      ]);
      const reset = await fetch(`${api.origin()}/__demo/finance/pins/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'nosmart' }),
      });
      expect(reset.status).toBe(204);
    });

    it('activates a promo code once; the balance grows by its amount', async () => {
      const before = await ledger('newbie');
      const cases: [unknown, string][] = [
        [{}, 'Code is required'],
        [{ code: '  ' }, 'Code should not be blank'],
        [{ code: 'NOPE' }, 'This promo code does not exist.'],
        [{ code: 'summer2024' }, 'This promo code has expired.'],
      ];
      for (const [json, message] of cases) {
        const res = await api.call('POST', PROMO, { cookie: newbie, json });
        expect(violations(res.body)).toEqual([{ propertyPath: 'code', message }]);
      }
      const created = await api.call('POST', PROMO, {
        cookie: newbie,
        json: { code: 'welcome10' },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ code: 'WELCOME10', amount: 10 });
      const again = await api.call('POST', PROMO, { cookie: newbie, json: { code: 'WELCOME10' } });
      expect(violations(again.body)).toEqual([
        { propertyPath: 'code', message: 'This promo code is already activated.' },
      ]);
      const after = await ledger('newbie');
      expect(Math.round((after.balance - before.balance) * 100)).toBe(1000);
      const balance = await api.call('GET', '/publisher/api/ch/balance', { cookie: newbie });
      expect((balance.body as { balance: number }).balance).toBe(after.balance);
      const list = await api.call('GET', PROMO, { cookie: newbie });
      expect(
        (list.body as { 'hydra:member': { code: string }[] })['hydra:member'].map((p) => p.code),
      ).toEqual(['WELCOME10']);
    });

    it('validates a profile edit without saving it', async () => {
      const path = '/publisher/api/publishers/{id}/validate';
      const current = '/publisher/api/publishers/current';
      const before = (await api.call('GET', current, { cookie: demo })).body as Record<
        string,
        unknown
      >;
      const ok = await api.call('PATCH', path, {
        cookie: demo,
        params: { id: '1' },
        json: { phone: '+420 777 000 111', email: 'someone-new@example.com' },
        contentType: PATCH,
      });
      expect(ok.status).toBe(204);
      const bad = await api.call('PATCH', path, {
        cookie: demo,
        params: { id: '1' },
        json: { phone: '12', email: 'nosmart@example.com' },
        contentType: PATCH,
      });
      expect(violations(bad.body)).toEqual([
        { propertyPath: 'phone', message: 'Invalid phone number' },
      ]);
      const taken = await api.call('PATCH', path, {
        cookie: demo,
        params: { id: '1' },
        json: { email: 'nosmart@example.com' },
        contentType: PATCH,
      });
      expect(violations(taken.body)).toEqual([
        { propertyPath: 'email', message: 'This e-mail is already registered.' },
      ]);
      const after = (await api.call('GET', current, { cookie: demo })).body as Record<
        string,
        unknown
      >;
      expect({ phone: after.phone, temporaryEmail: after.temporaryEmail }).toEqual({
        phone: before.phone,
        temporaryEmail: before.temporaryEmail,
      });
      const other = await api.call('PATCH', path, {
        cookie: demo,
        params: { id: '2' },
        json: {},
        contentType: PATCH,
      });
      expect(other.status).toBe(403);
    });

    it('answers 403 for promo codes when the network has them off', async () => {
      const { db } = api.demo().server.app;
      await db.run(`UPDATE customers SET promo = FALSE`);
      try {
        expect((await api.call('GET', PROMO, { cookie: demo })).status).toBe(403);
        expect((await api.call('POST', PROMO, { cookie: demo, json: { code: 'X' } })).status).toBe(
          403,
        );
      } finally {
        await db.run(`UPDATE customers SET promo = TRUE`);
      }
    });
  });
}
