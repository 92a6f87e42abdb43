// @publisher-platform/support: support (contacts, FAQ, notifications), news list and articles.
import { createParcel } from '@publisher-platform/shared';
import { SupportApp } from './app';
import { messages } from './messages';
import stylesheet from './styles.css?stylesheet';

export const { bootstrap, mount, unmount, update } = createParcel({
  name: 'support',
  App: SupportApp,
  stylesheet,
  messages,
});
