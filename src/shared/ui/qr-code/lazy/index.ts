// The QR code's lazy chunk: the encoder (qrcode-generator) loads with the first QR shown, with
// the chunk's own stylesheet (never on the login page nor with the frame).
import { ensureStylesheet } from '../../../dom/stylesheets';
import stylesheet from './qr-code.css?stylesheet';

export { QrCodeImpl } from './qr-code-impl';

export const loadStyles = (): Promise<void> => ensureStylesheet(stylesheet);
