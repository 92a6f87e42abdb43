import { useState } from 'react';
import { ActionButton, Button, notify, useT, type ButtonProps } from '@publisher-platform/shared';
import { offerKeys, useCampaignAction, type Offer } from '../api/offers';
import { offerAction } from '../lib/status';
import { OfferRequestDialog } from './offer-request-dialog';

type ActionOffer = Pick<Offer, 'id' | 'title' | 'status' | 'disabled'>;

/**
 * Launch (available offers) or Request (offers on request); nothing otherwise. Launch sends at
 * once; one click sends one request: the button ignores clicks and stays busy until the answer
 * and the lists' refetch of the new status (which replaces it). Request asks the publisher's
 * traffic type and target country first, in a dialog.
 */
export function OfferActionButton({
  offer,
  size = 'sm',
}: {
  offer: ActionOffer;
  size?: ButtonProps['size'];
}) {
  const action = offerAction(offer.status, offer.disabled);
  if (action === 'launch') return <LaunchButton offer={offer} size={size} />;
  if (action === 'request') return <RequestButton offer={offer} size={size} />;
  return null;
}

function LaunchButton({ offer, size }: { offer: ActionOffer; size: ButtonProps['size'] }) {
  const t = useT();
  const mutation = useCampaignAction(offerKeys.all);
  return (
    <ActionButton
      size={size}
      aria-label={t('shell.offers.launchLabel', { title: offer.title })}
      onAction={async () => {
        await mutation.mutateAsync({
          offer: `/publisher/api/offers/${offer.id}`,
          action: 'launch',
        });
        notify.success(t('shell.offers.launched'));
      }}
    >
      {t('shell.offers.launch')}
    </ActionButton>
  );
}

function RequestButton({ offer, size }: { offer: ActionOffer; size: ButtonProps['size'] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size={size}
        variant="outline"
        aria-label={t('shell.offers.requestLabel', { title: offer.title })}
        onClick={() => setOpen(true)}
      >
        {t('shell.offers.request')}
      </Button>
      <OfferRequestDialog offer={offer} open={open} onOpenChange={setOpen} />
    </>
  );
}
