// @ts-check
/**
 * competitions.jsonld: the publisher's competitions with its standing. Its points are its
 * approved conversions in the competition's period; the other participants' come from
 * competition_standings. Position 1 is the most points; pointsToAdvance is what it takes to
 * pass the participant just above.
 */
import { competitionResource } from '../shell/resource.mjs';
import { sqlTime } from './time.mjs';

const LEADERBOARD = 10;

/** @param {import('../../lib/db.mjs').Db} db @param {number} publisherId @param {Date} [now] */
export async function competitionStandings(db, publisherId, now = new Date()) {
  const rows = await db.all(`SELECT * FROM competitions WHERE publisher_id = $1 ORDER BY id`, [
    publisherId,
  ]);
  const me = await db.get(`SELECT relative_id FROM publishers WHERE id = $1`, [publisherId]);
  const items = [];
  for (const row of rows) {
    const competition = competitionResource(row, now);
    const end = Math.min(Date.parse(competition.endDate) + 1000, now.getTime());
    const own = await db.get(
      `SELECT count(*) AS n FROM conversions WHERE publisher_id = $1 AND status = 'approved'
       AND created_at >= $2 AND created_at < $3`,
      [publisherId, sqlTime(Date.parse(competition.startDate)), sqlTime(end)],
    );
    const others = await db.all(
      `SELECT participant, points FROM competition_standings WHERE competition_id = $1`,
      [Number(row.id)],
    );
    const you = `Publisher #${String(me?.relative_id ?? publisherId)}`;
    const table = [
      ...others.map((o) => ({
        participant: String(o.participant),
        points: Number(o.points),
        you: false,
      })),
      { participant: you, points: Number(own?.n ?? 0), you: true },
    ].sort((a, b) => b.points - a.points || Number(b.you) - Number(a.you));
    const index = table.findIndex((entry) => entry.you);
    const above = table[index - 1];
    const leaderboard = table.map((entry, i) => ({ position: i + 1, ...entry }));
    items.push({
      ...competition,
      '@id': `/publisher/api/competitions/${row.id}`,
      position: index + 1,
      points: table[index]?.points ?? 0,
      pointsToAdvance: above ? above.points - (table[index]?.points ?? 0) + 1 : 0,
      participants: table.length,
      leaderboard: leaderboard.filter((entry, i) => i < LEADERBOARD || entry.you),
    });
  }
  return items;
}
