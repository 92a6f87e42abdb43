// @publisher-platform/shell: the authenticated frame (sidebar, header, footer) and its own pages.
import { createParcel } from '@publisher-platform/shared';
import { ShellApp, type ShellProps } from './app';
import { messages } from './messages';
import stylesheet from './styles.css?stylesheet';

export const { bootstrap, mount, unmount, update } = createParcel<ShellProps>({
  name: 'shell',
  App: ShellApp,
  stylesheet,
  messages,
});
