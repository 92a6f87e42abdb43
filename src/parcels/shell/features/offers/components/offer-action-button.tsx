import { Button, notify, useT, type ButtonProps } from '@publisher-platform/shared';
import { offersKey, useCampaignAction, type Offer } from '../api/offers';
import { offerAction } from '../lib/status';

/**
 * Launch (available offers) or Request (offers on request); nothing otherwise. One click sends
 * one request: the button stays busy until the answer, then the lists refetch the new status.
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
  const run = () =>
    mutation.mutate(
      { offer: `/publisher/api/offers/${offer.id}`, action },
      {
        onSuccess: () =>
          notify.success(
            t(action === 'launch' ? 'shell.offers.launched' : 'shell.offers.requested'),
          ),
      },
    );
  return (
    <Button
      size={size}
      variant={action === 'launch' ? 'default' : 'outline'}
      loading={mutation.isPending}
      aria-label={t(
        action === 'launch' ? 'shell.offers.launchLabel' : 'shell.offers.requestLabel',
        {
          title: offer.title,
        },
      )}
      onClick={run}
    >
      {t(action === 'launch' ? 'shell.offers.launch' : 'shell.offers.request')}
    </Button>
  );
}
