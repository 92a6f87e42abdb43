import type { ReactNode } from 'react';
import type { RequestOptions } from '../../api';
import { useT } from '../../i18n';
import { Button } from '../button';
import { chunk } from '../../parcel/chunk';
import { lazyPart } from '../lazy-part';

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

/**
 * Downloads a file the API prepares: the name comes from content-disposition, an empty answer
 * (204) warns "No data to export", and the button shows its progress and takes one click at a time.
 */
export const ExportButton = lazyPart(
  chunk(() => import('./export-button-impl')),
  (m) => m.ExportButtonImpl,
  function ExportButtonLookAlike(props: ExportButtonProps) {
    const t = useT();
    return (
      <Button variant="outline" disabled className={props.className}>
        {props.children ?? t('shared.export.button')}
      </Button>
    );
  },
);
