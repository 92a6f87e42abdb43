// @publisher-platform/shell: the authenticated frame (sidebar, header, footer) and its own pages.
import { createParcel } from '@publisher-platform/shared';
import { ShellApp, type ShellProps } from './app';
import { TwoFactorGate } from './features/two-factor/components/two-factor-gate';
import { messages } from './messages';
import stylesheet from './styles.css?stylesheet';

// The frame, unless the network requires two-factor sign-in and the publisher has yet to set it up.
function GatedShell(props: ShellProps) {
  return (
    <TwoFactorGate>
      <ShellApp {...props} />
    </TwoFactorGate>
  );
}

export const { bootstrap, mount, unmount, update } = createParcel<ShellProps>({
  name: 'shell',
  App: GatedShell,
  stylesheet,
  messages,
});
