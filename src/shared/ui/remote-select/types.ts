import type { ReactNode } from 'react';
import type { RemoteSearch } from './remote-search';

export interface RemoteOption {
  value: string;
  label: string;
  /** A heading over the options of one group (consecutive options share it). */
  group?: string;
}

export interface RemotePage {
  items: RemoteOption[];
  totalPages: number;
}

export interface RemotePageRequest {
  /** 1-based. */
  page: number;
  search: RemoteSearch;
  signal: AbortSignal;
}

/** Options from an API collection through the shared paginated GET. */
export interface RemoteCollectionSource<T> {
  url: string;
  toOption: (item: T) => RemoteOption;
  /** Query parameter of the search text; default "search". */
  searchParam?: string;
  /** Query parameter of the cut-hash relative id search; default "relativeId". */
  relativeIdParam?: string;
  /** Default "page". */
  pageParam?: string;
  /** Default "itemsPerPage". */
  itemsPerPageParam?: string;
  /** Default 30. */
  itemsPerPage?: number;
  /** Extra query parameters (undefined ones are left out). */
  params?: Record<string, string | number | boolean | undefined>;
}

/** Options from any function that answers one page (e.g. a short list paged in the browser). */
export interface RemoteFetchSource {
  /** Identifies the list in the query cache (the search is added to it). */
  key: readonly unknown[];
  fetchPage: (request: RemotePageRequest) => Promise<RemotePage>;
}

export type RemoteSource<T = unknown> = RemoteCollectionSource<T> | RemoteFetchSource;

interface RemoteSelectBaseProps<T> {
  /** Where the options come from: an API collection (paged GET) or a page function. */
  source: RemoteSource<T>;
  label?: ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  placeholder?: string;
  /** '#123' searches the relative id 123 (when what follows the '#' is a number). */
  cutHash?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
}

export interface RemoteSelectSingleProps<T> extends RemoteSelectBaseProps<T> {
  multiple?: false;
  value: RemoteOption | null;
  onValueChange: (value: RemoteOption | null) => void;
}

export interface RemoteSelectMultipleProps<T> extends RemoteSelectBaseProps<T> {
  multiple: true;
  value: readonly RemoteOption[];
  onValueChange: (value: RemoteOption[]) => void;
}

export type RemoteSelectProps<T> = RemoteSelectSingleProps<T> | RemoteSelectMultipleProps<T>;
