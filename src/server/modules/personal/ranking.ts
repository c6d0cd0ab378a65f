import { sql, type Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import { remembered } from '../../cache/database-cache.ts';
import type { Database } from '../../db/schema.ts';
import { loadUserBasics } from '../user/basic-info.ts';

type UserRanking = DataOf<'getUserRanking'>;
type RankedUser = UserRanking['staffs'][number];
type RankingPeriod = (typeof constants.user_pages.ranking_periods)[number];

const DAY = 86_400;
const {
  ranking_period_days: periodDays,
  ranking_top: rankingTop,
  ranking_ttl_seconds: rankingTtlSeconds,
} = constants.user_pages;
const { admin, moderator } = constants.roles;

/** The first second a period counts, or undefined for all time. */
function periodStart(period: RankingPeriod, now: number): number | undefined {
  return period === 'all' ? undefined : now - periodDays[period] * DAY;
}

/** The highest reputation of all (ties: the older account first): users_rank_index reads only the top. */
function topReputation(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select('id as user_id')
    .where('status', '<>', constants.user_status.deleted)
    .orderBy('rank', 'desc')
    .orderBy('id', 'asc')
    .limit(rankingTop)
    .execute();
}

/** Who gained the most standing reputation since `since` (ties: the older account first). */
function topGainers(db: Kysely<Database>, since: number) {
  const gained = sql<number>`sum(${sql.ref('reputation.delta')})`;
  return db
    .selectFrom('reputation')
    .innerJoin('users', 'users.id', 'reputation.user_id')
    .select('reputation.user_id')
    .where('reputation.created_at', '>=', String(since))
    .where('reputation.cancelled', '=', 0)
    .where('users.status', '<>', constants.user_status.deleted)
    .groupBy('reputation.user_id')
    .having(gained, '>', 0)
    .orderBy(gained, 'desc')
    .orderBy('reputation.user_id', 'asc')
    .limit(rankingTop)
    .execute();
}

/** Who cast the most votes since `since`, or ever (ties: the older account first). */
function topVoters(db: Kysely<Database>, since: number | undefined) {
  const votes = sql<number>`count(*)`;
  return db
    .selectFrom('vote')
    .innerJoin('users', 'users.id', 'vote.user_id')
    .select(['vote.user_id', votes.as('votes')])
    .$if(since !== undefined, (query) => query.where('vote.created_at', '>=', String(since)))
    .where('users.status', '<>', constants.user_status.deleted)
    .groupBy('vote.user_id')
    .orderBy(votes, 'desc')
    .orderBy('vote.user_id', 'asc')
    .limit(rankingTop)
    .execute();
}

/** Admins and moderators, the highest reputation first. */
function staff(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select('id')
    .where('role_id', 'in', [admin, moderator])
    .where('status', '<>', constants.user_status.deleted)
    .orderBy('rank', 'desc')
    .orderBy('id', 'asc')
    .execute();
}

/** The three lists over `period`: four queries whatever the number of people listed. */
async function loadRanking(db: Kysely<Database>, period: RankingPeriod, now: number): Promise<UserRanking> {
  const since = periodStart(period, now);
  const [gainers, voters, staffRows] = await Promise.all([
    since === undefined ? topReputation(db) : topGainers(db, since),
    topVoters(db, since),
    staff(db),
  ]);
  const voteCounts = new Map(voters.map((row) => [String(row.user_id), Number(row.votes)]));
  const gainerIds = gainers.map((row) => String(row.user_id));
  const voterIds = voters.map((row) => String(row.user_id));
  const staffIds = staffRows.map((row) => String(row.id));
  const users = await loadUserBasics(db, [...gainerIds, ...voterIds, ...staffIds]);
  const present = (ids: string[]): RankedUser[] =>
    ids.flatMap((id) => {
      const user = users.get(id);
      return user
        ? [
            {
              username: user.username,
              display_name: user.display_name,
              avatar: user.avatar,
              rank: user.rank,
              vote_count: voteCounts.get(id) ?? 0,
            },
          ]
        : [];
    });
  return {
    users_with_the_most_reputation: present(gainerIds),
    users_with_the_most_vote: present(voterIds),
    staffs: present(staffIds),
  };
}

/**
 * GET user/ranking (answer-api-facts §4.14): kept in the cache for a while, as a year's or all time's
 * votes read more rows the bigger the site, and the lists move slowly.
 */
export function userRanking(
  db: Kysely<Database>,
  period: RankingPeriod,
  now = Math.floor(Date.now() / 1000),
): Promise<UserRanking> {
  return remembered(db, 'user_ranking', period, rankingTtlSeconds, () => loadRanking(db, period, now));
}
