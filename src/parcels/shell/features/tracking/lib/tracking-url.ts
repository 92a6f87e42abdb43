// A tracking link: the campaign's base link on the chosen domain, with the landing page and the
// publisher's own parameters.
import { POSTBACK_PARAMETERS } from '@publisher-platform/shared';

export const TRACKING_PARAMS = [
  'subsource',
  'track',
  'ext_click_id',
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
  'sub6',
] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];
export type TrackingValues = Record<TrackingParam, string>;

export const EMPTY_TRACKING_VALUES = Object.fromEntries(
  TRACKING_PARAMS.map((name) => [name, '']),
) as TrackingValues;

export const TRACKING_VALUE_MAX = 255;
const URL_SAFE = /^[A-Za-z0-9._~-]*$/;

/** The message id of what is wrong with a value, or null: url-safe characters, at most 255. */
export function trackingValueError(value: string): string | null {
  if (value.length > TRACKING_VALUE_MAX) return 'shell.tracking.errors.tooLong';
  if (!URL_SAFE.test(value)) return 'shell.tracking.errors.urlSafe';
  return null;
}

export interface TrackingLinkInput {
  /** The campaign's link on the network's domain, e.g. http://net.example/click/AbC. */
  baseUrl: string;
  /** A proxy domain of the publisher (a host name), or null for the network's own. */
  domain: string | null;
  landingId: number | null;
  values: TrackingValues;
}

/** The link as it is typed: invalid or empty values are left out. */
export function buildTrackingUrl({
  baseUrl,
  domain,
  landingId,
  values,
}: TrackingLinkInput): string {
  const url = new URL(baseUrl);
  // A publisher's own domain serves https on the default port: nothing of the network's host
  // (its port included) carries over, only the path.
  if (domain) {
    url.protocol = 'https:';
    url.hostname = domain;
    url.port = '';
  }
  if (landingId !== null) url.searchParams.set('lp', String(landingId));
  for (const name of TRACKING_PARAMS) {
    const value = values[name];
    if (value && trackingValueError(value) === null) url.searchParams.set(name, value);
  }
  return url.toString();
}

/** Every placeholder of a postback or tracking link, in the order of the hint. */
export const MACROS = POSTBACK_PARAMETERS;
export type Macro = (typeof MACROS)[number];

/** The message id explaining a macro (ext1–ext6 share one). */
export const macroHelpId = (macro: Macro): string =>
  /^ext\d$/.test(macro) ? 'shell.tracking.macro.ext' : `shell.tracking.macro.${macro}`;
