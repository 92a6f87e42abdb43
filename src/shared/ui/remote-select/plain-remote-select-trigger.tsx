import type { RefObject } from 'react';
import { intentHandlers, opensOnPress } from '../look-alike';
import type { SelectTriggerAria } from '../select/types';
import { RemoteSelectTrigger } from './remote-select-trigger';

// Typing a character on the closed select starts the search with it (as the combobox does).
export const isSearchKey = (event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}) =>
  event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;

interface PlainRemoteSelectTriggerProps {
  field: SelectTriggerAria;
  text: string;
  placeholder: boolean;
  disabled: boolean | undefined;
  /** The pointer or the focus reached it: the combobox is about to be used. */
  onIntent: () => void;
  /** Asked to open, with the character typed to start the search ('' for none). */
  onOpen: (typed: string) => void;
  /** Whether it has the focus, for the combobox's trigger to take it over when it replaces this. */
  focused: RefObject<boolean>;
}

/**
 * The closed remote select before its combobox (Radix Popover, the option list) is loaded: the
 * same element, name, state and look, opened the same ways (a click, or a mouse press, Enter,
 * Space, the arrow keys, or a typed character that starts the search).
 */
export function PlainRemoteSelectTrigger(props: PlainRemoteSelectTriggerProps) {
  const { onIntent, onOpen, focused } = props;
  return (
    <RemoteSelectTrigger
      {...props.field}
      aria-expanded={false}
      aria-haspopup="listbox"
      disabled={props.disabled}
      text={props.text}
      placeholder={props.placeholder}
      {...intentHandlers(onIntent, focused)}
      // A mouse opens it on press: the combobox can replace it between press and release, and
      // the click then goes to neither. Opening twice (press, then click) is harmless.
      onPointerDown={(event) => {
        if (opensOnPress(event)) onOpen('');
      }}
      onClick={() => onOpen('')}
      onKeyDown={(event) => {
        if (isSearchKey(event)) onOpen(event.key);
        else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') onOpen('');
        else return;
        event.preventDefault();
      }}
    />
  );
}
