import {
  Button,
  Dialog,
  RemoteSelect,
  message,
  notify,
  t as translate,
  useForm,
  useT,
  type RemoteOption,
} from '@publisher-platform/shared';
import { offerKeys, useCampaignAction, type Offer } from '../api/offers';
import { countrySource, trafficTypeSource } from '../api/options';

interface Values extends Record<string, unknown> {
  trafficType: RemoteOption | null;
  country: RemoteOption | null;
}

/**
 * Asking for an offer that needs the manager's approval: the publisher says their traffic type
 * and target country. One submit at a time; a failed one keeps both choices (422 texts land on
 * their fields, other errors show the server's text or the generic one).
 */
function OfferRequestForm({ offer, onDone }: { offer: Pick<Offer, 'id'>; onDone: () => void }) {
  const t = useT();
  const mutation = useCampaignAction(offerKeys.all, true);
  const form = useForm<Values>({
    initialValues: { trafficType: null, country: null },
    validate: {
      trafficType: (value) =>
        value ? undefined : message('shell.offers.requestForm.trafficTypeRequired'),
      country: (value) => (value ? undefined : message('shell.offers.requestForm.countryRequired')),
    },
    onSubmit: async ({ trafficType, country }) => {
      await mutation.mutateAsync({
        offer: `/publisher/api/offers/${offer.id}`,
        action: 'request',
        trafficType: trafficType?.value ?? '',
        country: country?.value ?? '',
      });
      notify.success(translate('shell.offers.requested'));
      onDone();
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit} className="pp:flex pp:flex-col pp:gap-4">
      <RemoteSelect
        label={t('shell.offers.requestForm.trafficType')}
        required
        source={trafficTypeSource}
        value={form.values.trafficType}
        error={form.errors.trafficType}
        onValueChange={(option) => form.setValue('trafficType', option)}
      />
      <RemoteSelect
        label={t('shell.offers.requestForm.country')}
        required
        source={countrySource}
        value={form.values.country}
        error={form.errors.country}
        onValueChange={(option) => form.setValue('country', option)}
      />
      <div className="pp:flex pp:flex-col-reverse pp:gap-2 pp:md:flex-row pp:md:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('shell.shortlinks.cancel')}
        </Button>
        <Button type="submit" loading={form.submitting}>
          {t('shell.offers.requestForm.submit')}
        </Button>
      </div>
    </form>
  );
}

export function OfferRequestDialog({
  offer,
  open,
  onOpenChange,
}: {
  offer: Pick<Offer, 'id' | 'title'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('shell.offers.requestForm.title', { title: offer.title })}
      description={t('shell.offers.requestForm.hint')}
    >
      {open && <OfferRequestForm offer={offer} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}
