// How forms keep what was typed when the session ends (drafts.ts). The login page's forms never
// need it, so its code is not in shared's core: the full entry of shared plugs it in here when a
// signed-in page loads it, and until then forms simply keep nothing.
export interface DraftKeeper {
  /** The values kept for this form on this page of the signed-in publisher, taken once. */
  take(fields: readonly string[]): Record<string, unknown> | undefined;
  /** Follows a mounted form's values (`initial`: what it started with); answers how to stop. */
  watch(initial: Record<string, unknown>, values: () => Record<string, unknown>): () => void;
  /** Keeps every mounted form's changed values (the session has just ended). */
  keep(): void;
  /** Forgets every kept draft (signing out). */
  drop(): void;
}

let keeper: DraftKeeper | null = null;

export const setDraftKeeper = (next: DraftKeeper): void => {
  keeper = next;
};
export const draftKeeper = (): DraftKeeper | null => keeper;
