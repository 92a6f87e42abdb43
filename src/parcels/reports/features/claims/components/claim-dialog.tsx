import { Dialog, useT } from '@publisher-platform/shared';
import type { ClaimPrefill } from '../lib/claim-values';
import { ClaimForm } from './claim-form';

/** What the dialog is open for: a new claim, or one for a declined conversion. */
export type ClaimTarget = { prefill?: ClaimPrefill };

/** "Claim a missing conversion": open while `target` is set. */
export function ClaimDialog({
  target,
  onClose,
}: {
  target: ClaimTarget | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('reports.claim.title')}
    >
      {target !== null && <ClaimForm prefill={target.prefill} onDone={onClose} />}
    </Dialog>
  );
}
