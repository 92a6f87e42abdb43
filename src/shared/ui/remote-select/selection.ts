import type { Translate } from '../../i18n';
import type { RemoteOption } from './types';

export type Selection =
  | { multiple?: false; value: RemoteOption | null }
  | { multiple: true; value: readonly RemoteOption[] };

/** What the closed select shows: the chosen label, "N selected", or nothing (placeholder). */
export const selectionText = (selection: Selection, t: Translate): string | undefined =>
  selection.multiple
    ? selection.value.length
      ? t('shared.remoteSelect.selected', { count: selection.value.length })
      : undefined
    : (selection.value?.label ?? undefined);
