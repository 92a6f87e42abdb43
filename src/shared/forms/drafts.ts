// What a publisher had typed when their session ended is kept for their return: the 401 that ends
// a session asks every mounted form for its changed fields, which wait in this tab's session
// storage (for an hour) for the same form on the same page of the same publisher. Password and
// PIN fields are never kept, nor files.
import { getSession } from '../session/store';
import type { DraftKeeper } from './draft-keeper';

const KEY = 'publisher-platform:drafts';
const KEEP_MS = 60 * 60_000;
const SECRET = /password|pin/i;

interface Draft {
  page: string;
  form: string;
  owner: number | null;
  at: number;
  values: Record<string, unknown>;
}

const here = () => window.location.pathname + window.location.search;
const formOf = (fields: readonly string[]) => [...fields].sort().join(',');

function read(): Draft[] {
  try {
    const drafts = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as Draft[];
    return drafts.filter((draft) => Date.now() - draft.at < KEEP_MS);
  } catch {
    return [];
  }
}

function write(drafts: Draft[]): void {
  try {
    if (drafts.length) sessionStorage.setItem(KEY, JSON.stringify(drafts));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage full or refused: the draft is lost, as it would be without this.
  }
}

const keepable = (name: string, value: unknown) =>
  !SECRET.test(name) &&
  !(value instanceof Blob) &&
  !(Array.isArray(value) && value.some((item) => item instanceof Blob));

type Saver = () => Omit<Draft, 'owner' | 'at'> | null;
const savers = new Set<Saver>();

function watch(
  initial: Record<string, unknown>,
  values: () => Record<string, unknown>,
): () => void {
  const page = here();
  const form = formOf(Object.keys(initial));
  const save: Saver = () => {
    const changed = Object.entries(values()).filter(
      ([name, value]) =>
        keepable(name, value) && JSON.stringify(value) !== JSON.stringify(initial[name]),
    );
    return changed.length ? { page, form, values: Object.fromEntries(changed) } : null;
  };
  savers.add(save);
  return () => savers.delete(save);
}

function keep(): void {
  const owner = getSession()?.id ?? null;
  const kept = [...savers].flatMap((save) => {
    const draft = save();
    return draft ? [{ ...draft, owner, at: Date.now() }] : [];
  });
  if (!kept.length) return;
  const others = read().filter(
    (old) => !kept.some((k) => k.page === old.page && k.form === old.form),
  );
  write([...others, ...kept]);
}

function take(fields: readonly string[]): Record<string, unknown> | undefined {
  const drafts = read();
  const owner = getSession()?.id;
  const form = formOf(fields);
  const draft = drafts.find((d) => d.page === here() && d.form === form && d.owner === owner);
  if (!draft) return undefined;
  write(drafts.filter((d) => d !== draft));
  return draft.values;
}

export const drafts: DraftKeeper = { take, watch, keep, drop: () => write([]) };
