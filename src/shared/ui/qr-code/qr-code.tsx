import { lazy, Suspense } from 'react';
import { Skeleton } from '../skeleton';

// The encoder and the image load on first use (qr-code/lazy), never with the login page.
const QrCodeImpl = lazy(() =>
  import('./lazy').then((m) => m.stylesheetReady.then(() => ({ default: m.QrCodeImpl }))),
);

export interface QrCodeProps {
  /** The text encoded (a link). The image follows it as it changes. */
  value: string;
  /** The image's accessible name ("QR code of the tracking link"). */
  label: string;
  /** The downloaded files' name without extension: `${fileName}.svg`, `${fileName}.png`. */
  fileName: string;
  className?: string;
}

/** The QR code of a text, black on white, with "Download SVG" and "Download PNG". */
export const QrCode = (props: QrCodeProps) => (
  <Suspense fallback={<Skeleton style={{ width: '12rem', height: '12rem' }} />}>
    <QrCodeImpl {...props} />
  </Suspense>
);
