import { useCallback, useState } from 'react';
import type { DataTableColumn } from '../types';

export type ColumnVisibility = Record<string, boolean>;

const storageId = (key: string) => `pp.table.${key}.columns`;

function read(key: string | undefined): ColumnVisibility {
  if (!key) return {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageId(key)) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return {};
  }
}

/**
 * Which columns show. The choice is the reader's preference for their own screen, not part of
 * the view a link shares, so it lives in local storage (per table) rather than in the URL.
 */
export function useColumnVisibility<Row>(
  columns: readonly DataTableColumn<Row>[],
  storageKey: string | undefined,
): [ColumnVisibility, (next: ColumnVisibility) => void] {
  const [stored, setStored] = useState(() => read(storageKey));
  const visibility: ColumnVisibility = Object.fromEntries(
    columns.map((column) => [
      column.id,
      column.hideable === false ? true : (stored[column.id] ?? !column.defaultHidden),
    ]),
  );
  const update = useCallback(
    (next: ColumnVisibility) => {
      setStored(next);
      if (!storageKey) return;
      try {
        localStorage.setItem(storageId(storageKey), JSON.stringify(next));
      } catch {
        // Storage full or blocked: the choice still holds until the page is left.
      }
    },
    [storageKey],
  );
  return [visibility, update];
}
