import {
  ActionButton,
  AppLink,
  StatusDot,
  buildPath,
  notify,
  paths,
  useT,
  type ButtonProps,
} from '@publisher-platform/shared';
import { useCampaignAction } from '../../offers/api/offers';
import { smartlinkKeys, type Smartlink } from '../api/smartlinks';
import { disabledReason, smartlinkAction, smartlinkLook } from '../lib/smartlink-status';

export function SmartlinkStatus({ smartlink }: { smartlink: Smartlink }) {
  const t = useT();
  const { label, tone } = smartlinkLook(smartlink);
  return <StatusDot status={tone} label={t(label)} />;
}

export function SmartlinkTitle({ smartlink }: { smartlink: Smartlink }) {
  const t = useT();
  const reason = disabledReason(smartlink);
  return (
    <div className="pp:flex pp:flex-col pp:gap-0.5">
      <AppLink
        href={buildPath(paths.smartlink, { smartlinkId: smartlink.relativeId })}
        className="pp:font-medium pp:text-foreground pp:underline-offset-4 pp:hover:underline pp:wrap-break-word"
      >
        {smartlink.title}
      </AppLink>
      {reason && (
        <span className="pp:max-w-80 pp:text-xs pp:text-muted-foreground">{t(reason)}</span>
      )}
    </div>
  );
}

/** The text a disabled smartlink (or one of a disabled vertical) shows. */
export function DisabledNotice({ smartlink }: { smartlink: Smartlink }) {
  const t = useT();
  const reason = disabledReason(smartlink);
  if (!reason) return null;
  return (
    <p
      role="note"
      className="pp:m-0 pp:rounded-md pp:border pp:border-destructive pp:p-3 pp:text-sm pp:text-foreground"
    >
      {t(reason)}
    </p>
  );
}

/** Launch (available) or Request (on request); clicks while it is sent are ignored. */
export function SmartlinkActionButton({
  smartlink,
  size = 'sm',
}: {
  smartlink: Smartlink;
  size?: ButtonProps['size'];
}) {
  const t = useT();
  const mutation = useCampaignAction(smartlinkKeys.all);
  const action = smartlinkAction(smartlink);
  if (!action) return null;
  return (
    <ActionButton
      size={size}
      variant={action === 'launch' ? 'default' : 'outline'}
      aria-label={t(
        action === 'launch' ? 'shell.offers.launchLabel' : 'shell.offers.requestLabel',
        {
          title: smartlink.title,
        },
      )}
      onAction={async () => {
        await mutation.mutateAsync({ smartlink: smartlink['@id'], action });
        notify.success(
          t(action === 'launch' ? 'shell.smartlinks.launched' : 'shell.smartlinks.requested'),
        );
      }}
    >
      {t(action === 'launch' ? 'shell.offers.launch' : 'shell.offers.request')}
    </ActionButton>
  );
}
