import { useRef, useState, type ReactNode } from 'react';
import { api, handleApiError, type RequestOptions } from '../../api';
import { useT, t as translate } from '../../i18n';
import { notify } from '../../notify';
import { Button } from '../button';
import { createIcon } from '../icons';
import { fileNameFromDisposition } from './content-disposition';
import { saveFile } from './save-file';

export interface ExportButtonProps {
  /** The export endpoint (GET), e.g. "proxy_domains/export". */
  path: string;
  /** The list's current filters, sent along. */
  searchParams?: RequestOptions['searchParams'];
  /** Used when the answer names no file. */
  fileName?: string;
  /** Default "Export". */
  children?: ReactNode;
  className?: string;
}

// Preparing a large export can take much longer than an ordinary answer.
const EXPORT_TIMEOUT_MS = 120_000;

export const DownloadIcon = createIcon(
  'download',
  <>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5" />
    <path d="M12 15V3" />
  </>,
);

export async function downloadExport({
  path,
  searchParams,
  fileName = 'export',
}: Pick<ExportButtonProps, 'path' | 'searchParams' | 'fileName'>): Promise<void> {
  const response = await api.download(path, {
    ...(searchParams ? { searchParams } : {}),
    timeout: EXPORT_TIMEOUT_MS,
  });
  if (response.status === 204) {
    notify.warning(translate('shared.export.noData'));
    return;
  }
  const blob = await response.blob();
  saveFile(blob, fileNameFromDisposition(response.headers.get('content-disposition')) ?? fileName);
}

/**
 * Downloads a file the API prepares: the name comes from content-disposition, an empty answer
 * (204) warns "No data to export", and the button shows its progress and takes one click at a time.
 */
export function ExportButton({ children, className, ...request }: ExportButtonProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  // A second click while the file is prepared sends nothing (state alone updates too late).
  const running = useRef(false);
  const run = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await downloadExport(request);
    } catch (error) {
      handleApiError(error);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      loading={busy}
      onClick={() => void run()}
      data-slot="export-button"
      className={className}
    >
      {!busy && <DownloadIcon />}
      {children ?? t('shared.export.button')}
    </Button>
  );
}
