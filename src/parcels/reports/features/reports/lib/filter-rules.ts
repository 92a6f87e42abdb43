// What the report API takes in a filter, checked before a request is sent: a filter it would
// refuse is never sent, and the page and the field say why (nothing typed is thrown away).
// - a day: a real calendar day 'YYYY-MM-DD';
// - ids (offers, smartlinks, landing pages): digits, at most 9 each; a referred publisher's ID
//   is one such number;
// - a "contains" text (track, sub source): at most 255 characters, as every text filter;
// - a list of values (sub1–sub6, country, device, os, browser): at most 255 characters each;
// - every list at most 100 items, and at most 3 sub filters at once;
// - smartlink filters need ROLE_SMARTLINKS, landing page filters the custom-landings role.
import { CONVERSION_REASONS, CONVERSION_STATUSES, parseDay } from '@publisher-platform/shared';
import { CUSTOM_LANDINGS_ROLE, SMARTLINKS_ROLE } from './groupings';
import { MAX_SUB_FILTERS, SUB_FILTERS, splitList } from './search';

export const TEXT_FILTER_MAX = 255;
export const LIST_FILTER_MAX_ITEMS = 100;
const ID = /^\d{1,9}$/;

/** A message id and its values: the reason a filter is refused. */
export interface FilterProblem {
  id: string;
  values?: Record<string, number>;
}

export type FilterKind = 'id' | 'ids' | 'text' | 'values' | 'status' | 'reason' | 'day';

const KINDS: Record<string, FilterKind> = {
  offerCampaignRelativeId: 'ids',
  smartlinkCampaign: 'ids',
  offerLinkRelativeId: 'ids',
  referral: 'id',
  subSourceLike: 'text',
  trackLike: 'text',
  offerGoalTitle: 'text',
  status: 'status',
  reason: 'reason',
  date: 'day',
};
/** The filters that take only the contract's codes, and the problem of another one. */
const CODES: Partial<Record<FilterKind, [readonly string[], string]>> = {
  status: [CONVERSION_STATUSES, 'reports.filter.error.status'],
  reason: [CONVERSION_REASONS, 'reports.filter.error.reason'],
};
const ROLE_OF: Record<string, string> = {
  smartlinkCampaign: SMARTLINKS_ROLE,
  offerLinkRelativeId: CUSTOM_LANDINGS_ROLE,
};

const tooMany = {
  id: 'reports.filter.error.tooManyValues',
  values: { max: LIST_FILTER_MAX_ITEMS },
};

/** Why the API would refuse `value` as the filter `key`, or undefined when it takes it. */
export function filterProblem(key: string, value: string | undefined): FilterProblem | undefined {
  const text = value?.trim() ?? '';
  if (!text) return undefined;
  const kind = KINDS[key] ?? 'values';
  if (kind === 'id') return ID.test(text) ? undefined : { id: 'reports.filter.error.id' };
  if (kind === 'day') return parseDay(text) ? undefined : { id: 'reports.filter.error.day' };
  if (kind === 'text')
    return text.length > TEXT_FILTER_MAX
      ? { id: 'reports.filter.error.tooLong', values: { max: TEXT_FILTER_MAX } }
      : undefined;
  const items = splitList(text);
  if (items.length > LIST_FILTER_MAX_ITEMS) return tooMany;
  if (kind === 'ids')
    return items.every((item) => ID.test(item)) ? undefined : { id: 'reports.filter.error.ids' };
  const codes = CODES[kind];
  if (codes) return items.every((item) => codes[0].includes(item)) ? undefined : { id: codes[1] };
  return items.some((item) => item.length > TEXT_FILTER_MAX)
    ? { id: 'reports.filter.error.valueTooLong', values: { max: TEXT_FILTER_MAX } }
    : undefined;
}

/** A filter the page does not send, and why. */
export interface RefusedFilter {
  key: string;
  problem: FilterProblem;
}

export interface CheckedFilters<F> {
  /** What the request carries. */
  applied: F;
  /** What it leaves out, in the order of the filters. */
  refused: RefusedFilter[];
  /** The filters the person can edit: all but those their account cannot use. */
  editable: F;
}

/** Splits a page's filters into those the API takes and those it would refuse. */
export function checkFilters<F extends Partial<Record<string, string>>>(
  filters: F,
  roles: readonly string[],
): CheckedFilters<F> {
  const applied: Partial<Record<string, string>> = {};
  const editable: Partial<Record<string, string>> = {};
  const refused: RefusedFilter[] = [];
  let subs = 0;
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '') continue;
    const role = ROLE_OF[key];
    if (role && !roles.includes(role)) {
      refused.push({ key, problem: { id: 'reports.filter.error.notAvailable' } });
      continue;
    }
    let problem = filterProblem(key, value);
    // Check boxes cannot show an unknown code: the drawer starts without it.
    if (!(problem && CODES[KINDS[key] ?? 'values'])) editable[key] = value;
    if (!problem && (SUB_FILTERS as readonly string[]).includes(key) && ++subs > MAX_SUB_FILTERS)
      problem = { id: 'reports.filter.error.tooManySubs', values: { max: MAX_SUB_FILTERS } };
    if (problem) refused.push({ key, problem });
    else applied[key] = value;
  }
  return { applied: applied as F, refused, editable: editable as F };
}

/** True when every filter of the draft is one the API takes (Apply may send it). */
export const filtersValid = (draft: Partial<Record<string, string>>): boolean =>
  Object.entries(draft).every(([key, value]) => !filterProblem(key, value)) &&
  SUB_FILTERS.filter((key) => draft[key]).length <= MAX_SUB_FILTERS;
