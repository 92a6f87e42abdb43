// Timezone arithmetic of the timezone notice (in the notice's lazy chunk): UTC offsets of a zone
// and a wall-clock time of one zone shown in another, with Intl only.
const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes east of UTC of `timeZone` at the instant `at`. */
export function offsetMinutes(timeZone: string, at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = name.match(/GMT([+-])(\d{1,2}):?(\d{2})?/);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** "UTC+01:00" */
export function formatOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `UTC${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The instant of a wall-clock time "YYYY-MM-DD[ HH:mm[:ss]]" in `timeZone`. */
export function zonedToInstant(wall: string, timeZone: string, endOfDay = false): Date {
  const [date = '', time] = wall.trim().split(/[ T]/);
  const [y = 1970, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0, s = 0] = (time ?? (endOfDay ? '23:59:59' : '00:00:00'))
    .split(':')
    .map(Number);
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  // Twice: the offset at the first guess may differ across a daylight-saving change.
  const guess = utc - offsetMinutes(timeZone, new Date(utc)) * 60_000;
  return new Date(utc - offsetMinutes(timeZone, new Date(guess)) * 60_000);
}

/** "YYYY-MM-DD HH:mm" of `date` in `timeZone`. */
export function formatInZone(date: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date))
    parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
