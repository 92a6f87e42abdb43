import { ActionButton, notify, useT, type ButtonProps } from '@publisher-platform/shared';
import { offersKey, useCampaignAction, type Offer } from '../api/offers';
import { offerAction } from '../lib/status';

/**
 * Launch (available offers) or Request (offers on request); nothing otherwise. One click sends
 * one request: the button ignores clicks and stays busy until the answer and the lists' refetch
 * of the new status (which replaces it).
 */
export function OfferActionButton({
  offer,
  size = 'sm',
}: {
  offer: Pick<Offer, 'id' | 'title' | 'status' | 'disabled'>;
  size?: ButtonProps['size'];
}) {
  const t = useT();
  const mutation = useCampaignAction(offersKey);
  const action = offerAction(offer.status, offer.disabled);
  if (!action) return null;
  const run = async () => {
    await mutation.mutateAsync({ offer: `/publisher/api/offers/${offer.id}`, action });
    notify.success(t(action === 'launch' ? 'shell.offers.launched' : 'shell.offers.requested'));
  };
  return (
    <ActionButton
      size={size}
      variant={action === 'launch' ? 'default' : 'outline'}
      aria-label={t(
        action === 'launch' ? 'shell.offers.launchLabel' : 'shell.offers.requestLabel',
        {
          title: offer.title,
        },
      )}
      onAction={run}
    >
      {t(action === 'launch' ? 'shell.offers.launch' : 'shell.offers.request')}
    </ActionButton>
  );
}
