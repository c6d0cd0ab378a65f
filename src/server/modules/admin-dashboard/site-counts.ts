import { sql, type Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';

const { normal, closed } = constants.post_status;

export interface SiteCounts {
  question_count: number;
  resolved_count: number;
  resolved_rate: number;
  unanswered_count: number;
  unanswered_rate: number;
  answer_count: number;
  comment_count: number;
  vote_count: number;
  user_count: number;
  uploading_files: number;
  occupying_storage_space: number;
}

/** A share in percent with two decimals; 0 of nothing is 0. */
function rate(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;
}

/**
 * Every count of the dashboard in one statement of scalar subqueries (one round trip): questions open or
 * closed and, of those, the resolved and the unanswered ones; live answers and comments; votes, the site's
 * own and those an import brought as counts (its dump names no voter); accounts not deleted; uploads and
 * their bytes.
 */
export async function countSite(db: Kysely<Database>): Promise<SiteCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('question')
        .where('status', 'in', [normal, closed])
        .select(eb.fn.countAll().as('n'))
        .as('questions'),
      eb
        .selectFrom('question')
        .where('status', 'in', [normal, closed])
        .where('accepted_answer_id', '<>', '0')
        .select(eb.fn.countAll().as('n'))
        .as('resolved'),
      eb
        .selectFrom('question')
        .where('status', '=', normal)
        .where('answer_count', '=', 0)
        .select(eb.fn.countAll().as('n'))
        .as('unanswered'),
      eb.selectFrom('answer').where('status', '=', normal).select(eb.fn.countAll().as('n')).as('answers'),
      eb.selectFrom('comment').where('status', '=', normal).select(eb.fn.countAll().as('n')).as('comments'),
      eb.selectFrom('vote').select(eb.fn.countAll().as('n')).as('votes'),
      eb
        .selectFrom('imported_vote')
        .select(sql<string>`coalesce(sum(up + down), 0)`.as('n'))
        .as('imported_votes'),
      eb
        .selectFrom('users')
        .where('status', '<>', constants.user_status.deleted)
        .select(eb.fn.countAll().as('n'))
        .as('users'),
      eb.selectFrom('upload').select(eb.fn.countAll().as('n')).as('uploads'),
      eb
        .selectFrom('upload')
        .select(sql<string>`coalesce(sum(bytes), 0)`.as('n'))
        .as('upload_bytes'),
    ])
    .executeTakeFirstOrThrow();
  const count = (value: unknown) => Number(value ?? 0);
  const questions = count(row.questions);
  const resolved = count(row.resolved);
  const unanswered = count(row.unanswered);
  return {
    question_count: questions,
    resolved_count: resolved,
    resolved_rate: rate(resolved, questions),
    unanswered_count: unanswered,
    unanswered_rate: rate(unanswered, questions),
    answer_count: count(row.answers),
    comment_count: count(row.comments),
    vote_count: count(row.votes) + count(row.imported_votes),
    user_count: count(row.users),
    uploading_files: count(row.uploads),
    occupying_storage_space: count(row.upload_bytes),
  };
}
