import { styledChunk } from '../../parcel/chunk';
import { lazyPart } from '../lazy-part';
import { Skeleton } from '../skeleton';

/**
 * The QR code of a text, black on white, with "Download SVG" and "Download PNG". The encoder and
 * the image load on first use, never with the login page.
 */
export const QrCode = lazyPart(
  styledChunk(() => import('./impl')),
  (m) => m.QrCodeImpl,
  () => <Skeleton style={{ width: '12rem', height: '12rem' }} />,
);
