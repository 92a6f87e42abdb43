// @publisher-platform/reports: dashboard, reports and conversions.
import { createParcel } from '@publisher-platform/shared';
import { ReportsApp } from './app';
import { messages } from './messages';
import stylesheet from './styles.css?stylesheet';

export const { bootstrap, mount, unmount, update } = createParcel({
  name: 'reports',
  App: ReportsApp,
  stylesheet,
  messages,
});
