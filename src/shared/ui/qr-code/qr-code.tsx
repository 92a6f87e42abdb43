import { styledChunk } from '../../parcel/chunk';
import { lazyPart } from '../lazy-part';
import { Skeleton } from '../skeleton';

export interface QrCodeProps {
  /** The text encoded (a link). The image follows it as it changes. */
  value: string;
  /** The image's accessible name ("QR code of the tracking link"). */
  label: string;
  /** The downloaded files' name without extension: `${fileName}.svg`, `${fileName}.png`. */
  fileName: string;
  className?: string;
}

/**
 * The QR code of a text, black on white, with "Download SVG" and "Download PNG". The encoder and
 * the image load on first use, never with the login page.
 */
export const QrCode = lazyPart(
  styledChunk(() => import('./lazy')),
  (m) => m.QrCodeImpl,
  () => <Skeleton style={{ width: '12rem', height: '12rem' }} />,
);
