// @publisher-platform/auth: the public routes (login, logout, registration, confirmations, password reset).
import { createParcel } from '@publisher-platform/shared';
import { AuthApp } from './app';
import { messages } from './messages';
import stylesheet from './styles.css?stylesheet';

export const { bootstrap, mount, unmount, update } = createParcel({
  name: 'auth',
  App: AuthApp,
  stylesheet,
  messages,
  queries: false,
});
