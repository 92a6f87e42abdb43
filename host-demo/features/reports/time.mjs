// @ts-check
/**
 * Ranges and local time. A range arrives as 'YYYY-MM-DD HH:mm:ss - YYYY-MM-DD HH:mm:ss' in the
 * publisher's timezone; events are stored in UTC. Local time is written as the UTC column plus
 * the zone's offset, one CASE branch per offset change inside the range: plain SQL that DuckDB
 * and ClickHouse both run, and cheaper than a per-row timezone conversion.
 */
import { HttpError } from '../../lib/http.mjs';

const WALL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const QUARTER_MS = 900_000;
const LOOK_MS = 6 * HOUR_MS;
/** The longest range in calendar days, the first and the last included. */
export const MAX_RANGE_DAYS = 400;

/** @type {Map<string, Intl.DateTimeFormat>} */
const formats = new Map();

/** Minutes the zone is ahead of UTC at `at` (Prague in winter: 60). @param {string} zone @param {number} at */
export function offsetMinutes(zone, at) {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  /** @type {Record<string, number>} */
  const p = {};
  for (const part of format.formatToParts(at)) p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(at / 1000) * 1000) / 60_000);
}

/** A wall-clock time in `zone` → epoch ms. @param {string} wall @param {string} zone */
export function wallToUtc(wall, zone) {
  const m = WALL.exec(wall);
  if (!m) return Number.NaN;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  const asUtc = Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s);
  const check = new Date(asUtc);
  if (check.getUTCDate() !== d || check.getUTCMonth() !== (mo ?? 1) - 1) return Number.NaN;
  // Twice: the offset at the guess may differ from the offset at the answer near a change.
  let at = asUtc - offsetMinutes(zone, asUtc) * 60_000;
  at = asUtc - offsetMinutes(zone, at) * 60_000;
  return at;
}

/** Epoch ms → 'YYYY-MM-DD HH:mm:ss' (UTC), the form TIMESTAMP parameters take. @param {number} at */
export const sqlTime = (at) => new Date(at).toISOString().slice(0, 19).replace('T', ' ');

/** Epoch ms → wall clock in `zone`. @param {number} at @param {string} zone */
export const wallTime = (at, zone) => sqlTime(at + offsetMinutes(zone, at) * 60_000);

/**
 * @typedef {object} Range
 * @property {number} from  epoch ms, inclusive
 * @property {number} to  epoch ms, exclusive
 * @property {string} zone
 * @property {string} text  as received (normalised)
 */

/**
 * Parses `dateRange` ('start - end') or `date` (one day); the last 30 days when both are missing.
 * 400 for anything else. The end is inclusive to the second, except an end at midnight after the
 * start: that is the first second of the day after the range, so a day's range reads
 * 'D 00:00:00 - D+1 00:00:00' (a date row's range end is plus one day) without counting the
 * next day's first second.
 * @param {Record<string, unknown>} query @param {string} zone @param {number} [now]
 * @returns {Range}
 */
export function parseRange(query, zone, now = Date.now()) {
  let text = typeof query.dateRange === 'string' ? query.dateRange.trim() : '';
  if (!text && typeof query.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(query.date))
    text = `${query.date} 00:00:00 - ${nextDay(query.date)} 00:00:00`;
  if (!text) {
    const today = wallTime(now, zone).slice(0, 10);
    const start = wallTime(
      wallToUtc(`${today} 00:00:00`, zone) - 29 * 24 * HOUR_MS + 12 * HOUR_MS,
      zone,
    );
    text = `${start.slice(0, 10)} 00:00:00 - ${today} 23:59:59`;
  }
  const parts = text.split(' - ');
  const from = wallToUtc(parts[0] ?? '', zone);
  const end = wallToUtc(parts[1] ?? '', zone);
  if (parts.length !== 2 || Number.isNaN(from) || Number.isNaN(end) || end < from)
    throw new HttpError(400, 'dateRange must be "YYYY-MM-DD HH:mm:ss - YYYY-MM-DD HH:mm:ss".');
  // Counted on the wall clock, as the publisher's calendar reads it: 400 days stay 400 days
  // across a daylight-saving change (the portal's picker applies the same limit).
  const wallSpan = wallToUtc(parts[1] ?? '', 'UTC') - wallToUtc(parts[0] ?? '', 'UTC');
  if (wallSpan > MAX_RANGE_DAYS * DAY_MS)
    throw new HttpError(400, `dateRange spans at most ${MAX_RANGE_DAYS} days.`);
  const exclusive = (parts[1] ?? '').endsWith(' 00:00:00') && end > from;
  return { from, to: exclusive ? end : end + 1000, zone, text: `${parts[0]} - ${parts[1]}` };
}

/** 'YYYY-MM-DD' → the day after. @param {string} day */
const nextDay = (day) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The range of the same length just before. @param {Range} range @returns {Range} */
export function previousRange(range) {
  const length = range.to - range.from;
  const to = range.from;
  const from = to - length;
  return {
    from,
    to,
    zone: range.zone,
    text: `${wallTime(from, range.zone)} - ${wallTime(to - 1000, range.zone)}`,
  };
}

/**
 * The zone's offsets from `from` to `to`: [start, minutes] from each change on. Changes fall on
 * quarter hours and months apart, so a look every 6 hours and a bisection to the quarter hour
 * find each of them with about a hundred offset lookups for a 90-day range (not thousands).
 * @param {string} zone @param {number} from @param {number} to
 * @returns {[number, number][]}
 */
export function offsetSpans(zone, from, to) {
  const start = Math.floor(from / QUARTER_MS) * QUARTER_MS;
  let previous = offsetMinutes(zone, start);
  /** @type {[number, number][]} */
  const spans = [[start, previous]];
  for (let at = start + LOOK_MS; at < to + LOOK_MS; at += LOOK_MS) {
    const offset = offsetMinutes(zone, at);
    if (offset === previous) continue;
    let before = at - LOOK_MS;
    let after = at;
    while (after - before > QUARTER_MS) {
      const middle = before + Math.floor((after - before) / QUARTER_MS / 2) * QUARTER_MS;
      if (offsetMinutes(zone, middle) === previous) before = middle;
      else after = middle;
    }
    spans.push([after, offset]);
    previous = offset;
  }
  return spans;
}

/**
 * `column` (UTC) as local time in the range's zone.
 * @param {string} column @param {Range} range
 */
export function localTime(column, range) {
  const spans = offsetSpans(range.zone, range.from - 2 * DAY_MS, range.to + 2 * DAY_MS);
  if (spans.length === 1) return `(${column} + INTERVAL (${spans[0]?.[1] ?? 0}) MINUTE)`;
  const branches = spans
    .slice(1)
    .reverse()
    .map(([at, offset]) => `WHEN ${column} >= TIMESTAMP '${sqlTime(at)}' THEN ${offset}`);
  return `(${column} + INTERVAL (CASE ${branches.join(' ')} ELSE ${spans[0]?.[1] ?? 0} END) MINUTE)`;
}

/**
 * Clicks matching `where`, counted per quarter hour as rows `c(clicked_at, n)`. Every zone's
 * offset and every daylight-saving change is a whole quarter hour, so local days and hours of
 * these buckets are exact, and mapping a few thousand buckets to local time is far cheaper than
 * mapping every click.
 * @param {string[]} where  conditions over the click row `c`
 */
export function clicksPerQuarterHour(where) {
  const bucket = 'epoch_us(c.clicked_at) // 900000000';
  return `(SELECT make_timestamp(${bucket} * 900000000) AS clicked_at, count(*) AS n
    FROM clicks c WHERE ${where.join(' AND ')} GROUP BY ${bucket}) c`;
}
