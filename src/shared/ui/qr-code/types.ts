export interface QrCodeProps {
  /** The text encoded (a link). The image follows it as it changes. */
  value: string;
  /** The image's accessible name ("QR code of the tracking link"). */
  label: string;
  /** The downloaded files' name without extension: `${fileName}.svg`, `${fileName}.png`. */
  fileName: string;
  className?: string;
}
