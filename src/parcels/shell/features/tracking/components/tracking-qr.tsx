import { useId } from 'react';
import { Button, QrCode, useT } from '@publisher-platform/shared';

export interface TrackingQrToggleProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  panelId: string;
}

/** "QR code": shows or hides the QR panel of the link below the actions. */
export function TrackingQrToggle({ open, onOpenChange, panelId }: TrackingQrToggleProps) {
  const t = useT();
  return (
    <Button
      variant="outline"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={() => onOpenChange(!open)}
    >
      {t('shell.tracking.qr')}
    </Button>
  );
}

/** The QR of the link as built: it follows every change of the fields above. */
export function TrackingQrPanel({
  url,
  fileName,
  id,
}: {
  url: string;
  fileName: string;
  id: string;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="pp:flex pp:flex-col pp:gap-2">
      {/* A caption, not a heading: the builder sits under an h2 on one page and under tabs on
          another, so no heading level fits both. */}
      <p id={headingId} className="pp:m-0 pp:text-sm pp:font-medium">
        {t('shell.tracking.qrTitle')}
      </p>
      <QrCode value={url} label={t('shell.tracking.qrTitle')} fileName={fileName} />
    </section>
  );
}
