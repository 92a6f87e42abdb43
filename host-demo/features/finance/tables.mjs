// @ts-check
/**
 * Money of the finance parcel: payment methods, payout accounts, payments, promo
 * codes and PINs. Amounts are integer cents, so every sum adds up to the cent. The balance is
 * not stored: it is the ledger of approved conversion payouts plus promo credits minus payments
 * (ledger.mjs). Part of SCHEMA in lib/schema.mjs: bump SEED_VERSION there when anything
 * here changes. Times are UTC TIMESTAMPs.
 */

export const FINANCE_SCHEMA = [
  // account_*: the format an account of the method must have (a regular expression, an example,
  // a minimal length and a text it must contain). commission: percent of the amount plus fixed.
  `CREATE TABLE payment_methods (
    id INTEGER PRIMARY KEY,
    title VARCHAR NOT NULL,
    position INTEGER NOT NULL,
    account_pattern VARCHAR NOT NULL,
    account_example VARCHAR NOT NULL,
    account_min_length INTEGER NOT NULL,
    account_contains VARCHAR,
    minimal_payment_cents BIGINT NOT NULL,
    commission_percent DOUBLE NOT NULL,
    commission_fixed_cents BIGINT NOT NULL,
    decimals INTEGER NOT NULL
  )`,

  // At most one active account per publisher (kept by the routes).
  `CREATE SEQUENCE payout_accounts_id_seq START 1`,
  `CREATE TABLE payout_accounts (
    id INTEGER PRIMARY KEY DEFAULT nextval('payout_accounts_id_seq'),
    publisher_id INTEGER NOT NULL,
    method_id INTEGER NOT NULL,
    account VARCHAR NOT NULL,
    minimal_payment_cents BIGINT NOT NULL,
    active BOOLEAN NOT NULL,
    created_at TIMESTAMP NOT NULL
  )`,

  // status: 'paid' | 'pending' | 'declined'; a declined payment never left the balance.
  // period_from/period_to: the days of earnings the payment covers.
  `CREATE SEQUENCE payments_id_seq START 1`,
  `CREATE TABLE payments (
    id INTEGER PRIMARY KEY DEFAULT nextval('payments_id_seq'),
    publisher_id INTEGER NOT NULL,
    method_id INTEGER NOT NULL,
    account VARCHAR NOT NULL,
    period_from DATE NOT NULL,
    period_to DATE NOT NULL,
    notes VARCHAR NOT NULL,
    amount_cents BIGINT NOT NULL,
    commission_cents BIGINT NOT NULL,
    status VARCHAR NOT NULL,
    created_at TIMESTAMP NOT NULL
  )`,

  `CREATE TABLE promo_codes (
    id INTEGER PRIMARY KEY,
    code VARCHAR NOT NULL UNIQUE,
    amount_cents BIGINT NOT NULL,
    description VARCHAR NOT NULL,
    expires_at TIMESTAMP
  )`,

  // Each publisher may activate a code once; the credit is the code's amount at that moment.
  `CREATE SEQUENCE promo_activations_id_seq START 1`,
  `CREATE TABLE promo_activations (
    id INTEGER PRIMARY KEY DEFAULT nextval('promo_activations_id_seq'),
    publisher_id INTEGER NOT NULL,
    code_id INTEGER NOT NULL,
    amount_cents BIGINT NOT NULL,
    activated_at TIMESTAMP NOT NULL,
    UNIQUE (publisher_id, code_id)
  )`,

  // The PIN mailed for payout account changes (its SHA-256 only), and the wrong-PIN lock.
  `CREATE TABLE publisher_pins (
    publisher_id INTEGER PRIMARY KEY,
    pin_hash VARCHAR,
    expires_at TIMESTAMP,
    failures INTEGER NOT NULL,
    locked_until TIMESTAMP
  )`,
];
