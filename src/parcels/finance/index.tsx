// @publisher-platform/finance: balance & transactions, payments.
import { createParcel } from '@publisher-platform/shared';
import { FinanceApp } from './app';
import { messages } from './messages';
import stylesheet from './styles.css?stylesheet';

export const { bootstrap, mount, unmount, update } = createParcel({
  name: 'finance',
  App: FinanceApp,
  stylesheet,
  messages,
});
