import { lazy, Suspense, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { cn } from '../cn';
import { FieldMessages, Label, useFieldIds } from '../field';
import { RemoteSelectTrigger } from './remote-select-trigger';
import { selectionText } from './selection';
import type { RemoteOption, RemoteSource } from './types';

export type { RemoteOption, RemotePage, RemotePageRequest, RemoteSource } from './types';
export type { RemoteSearch } from './remote-search';

// The combobox, its Radix Popover and TanStack Query load on first render of a remote select
// (never on the login page); a disabled look-alike holds the place until then.
const RemoteSelectImpl = lazy(() =>
  import('./remote-select-impl').then((m) =>
    m.stylesheetReady.then(() => ({ default: m.RemoteSelectImpl })),
  ),
);

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

export interface RemoteSelectFieldIds {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-label': string | undefined;
}

/** A select whose options come from the API page by page, searched as the publisher types. */
export function RemoteSelect<T>(props: RemoteSelectProps<T>) {
  const { label, error, hint, id, required, className } = props;
  const t = useT();
  const { fieldId, errorId, hintId, ariaDescribedBy } = useFieldIds(id, { error, hint });
  const field: RemoteSelectFieldIds = {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ariaDescribedBy,
    'aria-label': props['aria-label'],
  };
  const text = selectionText(props, t);
  const fallback = (
    <RemoteSelectTrigger
      disabled
      aria-expanded={false}
      text={text ?? props.placeholder ?? t('shared.select.placeholder')}
      placeholder={!text}
      {...field}
    />
  );
  return (
    <div data-slot="remote-select" className={cn('pp:flex pp:flex-col pp:gap-1.5', className)}>
      {label && (
        <Label htmlFor={fieldId} required={required}>
          {label}
        </Label>
      )}
      <Suspense fallback={fallback}>
        <RemoteSelectImpl {...(props as RemoteSelectProps<unknown>)} field={field} />
      </Suspense>
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}
