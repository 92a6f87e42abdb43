// The QR code's chunk: the encoder (qrcode-generator) loads with the first QR shown, with the
// chunk's own stylesheet (never on the login page nor with the frame).
import { useMemo } from 'react';
import { ensureStylesheet } from '../../dom/stylesheets';
import { useT } from '../../i18n';
import { notify } from '../../notify';
import { Button } from '../button';
import { cn } from '../cn';
import { saveFile } from '../export-button/save-file';
import { qrMatrix, qrPath, qrPngBlob, qrSide, qrSvgFile } from './qr-matrix';
import type { QrCodeProps } from './types';
import stylesheet from './qr-code.css?stylesheet';

export const loadStyles = (): Promise<void> => ensureStylesheet(stylesheet);

export function QrCodeImpl({ value, label, fileName, className }: QrCodeProps) {
  const t = useT();
  const matrix = useMemo(() => qrMatrix(value), [value]);
  const side = qrSide(matrix);
  const downloadPng = async () => {
    try {
      saveFile(await qrPngBlob(matrix), `${fileName}.png`);
    } catch {
      notify.error(t('shared.generic.error'));
    }
  };
  return (
    <figure
      data-slot="qr-code"
      data-qr-size={matrix.size}
      data-qr-value={value}
      className={cn('pp:m-0 pp:flex pp:flex-col pp:items-start pp:gap-3', className)}
    >
      {/* Black on white in both schemes: scanners need the contrast and the light quiet zone. */}
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={`0 0 ${side} ${side}`}
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
        className="pp:size-48 pp:rounded pp:border pp:border-border"
      >
        <rect width={side} height={side} fill="#fff" />
        <path d={qrPath(matrix)} fill="#000" />
      </svg>
      <div className="pp:flex pp:flex-wrap pp:gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            saveFile(
              new Blob([qrSvgFile(matrix, label)], { type: 'image/svg+xml' }),
              `${fileName}.svg`,
            )
          }
        >
          {t('shared.qr.downloadSvg')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void downloadPng()}>
          {t('shared.qr.downloadPng')}
        </Button>
      </div>
    </figure>
  );
}
