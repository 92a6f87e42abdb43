import {
  Button,
  RemoteSelect,
  TextField,
  notify,
  t as translate,
  useForm,
  useFormatOptions,
  useT,
  uploadOnce,
} from '@publisher-platform/shared';
import { OFFER_SOURCE } from '../../reports/lib/filter-sources';
import { useFileClaim } from '../api/claims';
import {
  COMMENT_MAX,
  claimInputOf,
  claimRules,
  claimValuesOf,
  type ClaimPrefill,
  type ClaimValues,
} from '../lib/claim-values';
import { CommentField, ScreenshotField } from './claim-extra-fields';

/** A claim for a missing conversion (by click id) or a declined one (by transaction id). */
export function ClaimForm({
  prefill,
  onDone,
}: {
  prefill: ClaimPrefill | undefined;
  onDone: () => void;
}) {
  const t = useT();
  const { timeZone } = useFormatOptions();
  const file = useFileClaim();
  const form = useForm<ClaimValues>({
    initialValues: claimValuesOf(prefill),
    validate: claimRules,
    onSubmit: async (values) => {
      const screenshot = values.screenshot
        ? await uploadOnce(values.screenshot, 'screenshot')
        : null;
      await file.mutateAsync(claimInputOf(values, timeZone, screenshot));
      notify.success(translate('reports.claim.filed'));
      onDone();
    },
  });
  const busy = form.submitting;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit}
      className="pp:flex pp:flex-col pp:gap-4"
      data-slot="claim-form"
    >
      <p className="pp:m-0 pp:text-sm pp:text-muted-foreground">{t('reports.claim.intro')}</p>
      <div className="pp:grid pp:gap-4 pp:md:grid-cols-2">
        <TextField
          label={t('reports.claim.clickId')}
          inputMode="numeric"
          autoComplete="off"
          disabled={busy}
          {...form.field('clickId')}
        />
        <TextField
          label={t('reports.conversion.transactionId')}
          autoComplete="off"
          disabled={busy}
          {...form.field('transactionId')}
        />
        <RemoteSelect
          label={t('reports.filter.offer')}
          cutHash
          source={OFFER_SOURCE}
          value={form.values.offerId}
          error={form.errors.offerId}
          disabled={busy}
          onValueChange={(next) => form.setValue('offerId', next)}
        />
        <TextField
          label={t('reports.claim.time')}
          type="datetime-local"
          hint={t('reports.claim.timeHint', { zone: timeZone })}
          disabled={busy}
          {...form.field('convertedAt')}
        />
        <TextField
          label={t('reports.claim.amount')}
          inputMode="decimal"
          autoComplete="off"
          disabled={busy}
          {...form.field('amount')}
        />
        <ScreenshotField
          label={t('reports.claim.screenshot')}
          error={form.errors.screenshot}
          disabled={busy}
          onChange={(next) => form.setValue('screenshot', next)}
        />
      </div>
      <CommentField
        label={t('reports.claim.comment')}
        value={form.values.comment}
        error={form.errors.comment}
        maxLength={COMMENT_MAX}
        disabled={busy}
        onChange={(next) => form.setValue('comment', next)}
      />
      <div className="pp:flex pp:flex-col-reverse pp:gap-2 pp:md:flex-row pp:md:justify-end">
        <Button variant="outline" onClick={onDone} disabled={busy}>
          {t('reports.claim.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('reports.claim.submit')}
        </Button>
      </div>
    </form>
  );
}
