// @ts-check
/** The finance API: the ledger and its transactions, payments, payout accounts, promo codes. */
export { financeLedgerRoutes } from './ledger-routes.mjs';
export { financePaymentRoutes } from './payment-routes.mjs';
export { financePayoutAccountRoutes } from './payout-account-routes.mjs';
export { financeProfileValidationRoutes } from './profile-validation-routes.mjs';
export { financePromoRoutes } from './promo-routes.mjs';
