/** What a remote option list is asked for: a text, or (cut-hash mode) a numeric relative id. */
export type RemoteSearch = { text: string } | { relativeId: number };

const HASH_ID = /^#(\d+)$/;

/**
 * The search of a remote select's typed text: trimmed; in cut-hash mode '#123' looks the relative
 * id up, but only when what follows the '#' is a number ('#ab' stays a text search).
 */
export function toRemoteSearch(typed: string, cutHash = false): RemoteSearch {
  const text = typed.trim();
  const id = cutHash ? HASH_ID.exec(text)?.[1] : undefined;
  return id === undefined ? { text } : { relativeId: Number(id) };
}
