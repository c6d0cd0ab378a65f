import { sql, type Kysely } from 'kysely';
import type { DataOf } from '../../../../generated/operations.ts';
import type { ReputationReason } from '../../../shared/reputation/reasons.ts';
import { deleteCounting } from '../../db/delete-counting.ts';
import { insertIfAbsent } from '../../db/insert-if-absent.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { assertPower, type Power } from '../../policies/privileges.ts';
import { recordActivity } from '../activity/record.ts';
import { assertCaptcha, captchaUnit, type CaptchaFields } from '../captcha/assert-captcha.ts';
import { refreshHotScore } from '../question/hot-score.ts';
import { applyReputation, reverseReputation } from '../reputation/reputation-change.ts';
import { notifyVote } from '../notification/events.ts';
import { cancelActivity } from './cancel-activity.ts';
import { assertNotDeleted, assertVisibleTo, loadPostTarget, type PostKind, type PostTarget } from './post-target.ts';
import { viewerVotes, voteCounts } from './vote-counts.ts';
import { writingAbout } from '../../cache/write-subject.ts';

export type VoteDirection = 'up' | 'down';
export type VoteResult = DataOf<'voteUp'>;

const SIGN: Record<VoteDirection, 1 | -1> = { up: 1, down: -1 };

/** Comments take up votes only (answer-api-facts §2.2). */
const VOTABLE: Record<VoteDirection, readonly PostKind[]> = {
  up: ['question', 'answer', 'comment'],
  down: ['question', 'answer'],
};

/** Who gains or loses by a vote: the author (comments give nobody anything) and the voter. */
function reasonsOf(
  kind: PostKind,
  direction: VoteDirection,
): { author: ReputationReason | null; voter: ReputationReason } {
  return {
    author: kind === 'comment' ? null : (`${kind}.voted_${direction}` as ReputationReason),
    voter: `${kind}.vote_${direction}` as ReputationReason,
  };
}

async function addVote(
  trx: Kysely<Database>,
  target: PostTarget,
  voterId: string,
  direction: VoteDirection,
  now: number,
): Promise<void> {
  const vote = {
    user_id: voterId,
    object_id: target.id,
    object_type: target.kind,
    direction: SIGN[direction],
    created_at: now,
  };
  // a vote of this voter's sent at the same moment was written first: it stands, and this one changes nothing
  if ((await insertIfAbsent(trx, 'vote', vote, ['user_id', 'object_id'])) === 0) return;
  await trx
    .updateTable(target.kind)
    .set({ vote_count: sql`vote_count + ${SIGN[direction]}` })
    .where('id', '=', target.id)
    .execute();
  await recordActivity(
    trx,
    {
      objectId: target.id,
      questionId: target.questionId,
      userId: voterId,
      type: direction === 'up' ? 'upvote' : 'downvote',
    },
    now,
  );
  await notifyVote(trx, { direction, target, voterId }, now);
  const reasons = reasonsOf(target.kind, direction);
  if (reasons.author)
    await applyReputation(
      trx,
      { userId: target.userId, triggerUserId: voterId, objectId: target.id, reason: reasons.author },
      now,
    );
  await applyReputation(
    trx,
    { userId: voterId, triggerUserId: voterId, objectId: target.id, reason: reasons.voter },
    now,
  );
}

/** Takes a vote back exactly: the row, the count, the timeline entry (marked cancelled) and both reputation changes. */
async function removeVote(
  trx: Kysely<Database>,
  target: PostTarget,
  voterId: string,
  direction: VoteDirection,
  now: number,
): Promise<void> {
  const removed = await deleteCounting(
    trx.deleteFrom('vote').where('user_id', '=', voterId).where('object_id', '=', target.id),
  );
  // taken back by a request of the voter's at the same moment, which moved the counts itself
  if (removed === 0) return;
  await trx
    .updateTable(target.kind)
    .set({ vote_count: sql`vote_count - ${SIGN[direction]}` })
    .where('id', '=', target.id)
    .execute();
  await cancelActivity(
    trx,
    { objectId: target.id, userId: voterId, type: direction === 'up' ? 'upvote' : 'downvote' },
    now,
  );
  const reasons = reasonsOf(target.kind, direction);
  if (reasons.author)
    await reverseReputation(trx, {
      userId: target.userId,
      triggerUserId: voterId,
      objectId: target.id,
      reason: reasons.author,
    });
  await reverseReputation(trx, { userId: voterId, triggerUserId: voterId, objectId: target.id, reason: reasons.voter });
}

/**
 * Votes `direction`, or withdraws that vote when `cancel`. A vote the other way is withdrawn first;
 * voting the same way again changes nothing (answer-api-facts §4.1, §4.3).
 */
async function applyVote(
  trx: Kysely<Database>,
  target: PostTarget,
  voterId: string,
  direction: VoteDirection,
  cancel: boolean,
  now: number,
): Promise<void> {
  const existing = await trx
    .selectFrom('vote')
    .select('direction')
    .where('user_id', '=', voterId)
    .where('object_id', '=', target.id)
    .executeTakeFirst();
  const existingDirection: VoteDirection | null = existing ? (existing.direction > 0 ? 'up' : 'down') : null;
  if (cancel) {
    if (existingDirection === direction) await removeVote(trx, target, voterId, direction, now);
    return;
  }
  if (existingDirection === direction) return;
  if (existingDirection) await removeVote(trx, target, voterId, existingDirection, now);
  await addVote(trx, target, voterId, direction, now);
}

/** POST vote/up and vote/down. Withdrawing needs no power: anyone may take their own vote back. */
export async function castVote(
  context: HandlerContext,
  body: { object_id: string; is_cancel?: boolean } & CaptchaFields,
  direction: VoteDirection,
): Promise<VoteResult> {
  const voter = context.user;
  if (!voter) throw AppError.unauthorized();
  const { db } = context.services;
  const target = await loadPostTarget(
    db,
    body.object_id,
    VOTABLE[direction],
    AppError.badRequest('error.object.disallow_vote', 'toast'),
  );
  assertNotDeleted(target);
  await assertVisibleTo(db, target, voter);
  if (target.userId === voter.id) throw AppError.badRequest('error.object.disallow_vote_your_self', 'toast');
  const cancel = body.is_cancel === true;
  if (!cancel) await assertPower(context, `${target.kind}.vote_${direction}` as Power);
  await assertCaptcha(context, 'vote', body);
  const now = Math.floor(Date.now() / 1000);
  await writingAbout(target.questionId, () =>
    transactionWithRetry(db, (trx) => applyVote(trx, target, voter.id, direction, cancel, now)),
  );
  await context.services.captcha.record('vote', captchaUnit(context));
  // the frequent order weighs question and answer votes; comment votes do not count
  if (target.kind !== 'comment') await refreshHotScore(db, target.questionId, now);
  const counts = await voteCounts(db, target.id);
  const mine = await viewerVotes(db, voter.id, [target.id]);
  return { ...counts, vote_status: mine.get(target.id) ?? '' };
}
