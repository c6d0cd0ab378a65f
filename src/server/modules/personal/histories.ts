import type { Kysely } from 'kysely';
import type { DataOf } from '../../../../generated/operations.ts';
import { isReputationReason } from '../../../shared/reputation/reasons.ts';
import type { Database } from '../../db/schema.ts';
import type { SessionUser } from '../../http/request-context.ts';
import type { Translate } from '../../i18n/translator.ts';
import { loadPostEvents } from './post-events.ts';
import { postVisible } from './visibility.ts';

type Window = { limit: number; offset: number };

/** A history row's reason as people read it; a reason the catalogue does not know reads as its key. */
function reasonLabel(reason: string, t: Translate): string {
  return isReputationReason(reason) ? t(`users_ui.reputation_reason.${reason}`) : reason;
}

/** A person's reputation changes that stand (taken-back ones left out), on posts the viewer may see, newest first. */
export async function reputationHistory(
  db: Kysely<Database>,
  userId: string,
  viewer: SessionUser | null,
  window: Window,
  t: Translate,
): Promise<DataOf<'getPersonalRankPage'>> {
  const base = db
    .selectFrom('reputation')
    .where('user_id', '=', userId)
    .where('cancelled', '=', 0)
    .where('delta', '<>', 0)
    .where(postVisible('reputation.object_id', viewer));
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'object_id', 'reason', 'delta', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  const events = await loadPostEvents(
    db,
    rows.map((row) => String(row.object_id)),
  );
  const list = rows.flatMap((row) => {
    const event = events.get(String(row.object_id));
    return event
      ? [
          {
            ...event,
            created_at: Number(row.created_at),
            reputation: row.delta,
            reason: row.reason,
            rank_type: reasonLabel(row.reason, t),
          },
        ]
      : [];
  });
  return { count: Number(count), list };
}

/** The votes the viewer cast, on posts they may still see, newest first. */
export async function voteHistory(
  db: Kysely<Database>,
  viewer: SessionUser,
  window: Window,
  t: Translate,
): Promise<DataOf<'getPersonalVotePage'>> {
  const base = db.selectFrom('vote').where('user_id', '=', viewer.id).where(postVisible('vote.object_id', viewer));
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'object_id', 'direction', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  ]);
  const events = await loadPostEvents(
    db,
    rows.map((row) => String(row.object_id)),
  );
  const list = rows.flatMap((row) => {
    const event = events.get(String(row.object_id));
    const vote = row.direction > 0 ? ('vote_up' as const) : ('vote_down' as const);
    return event ? [{ ...event, created_at: Number(row.created_at), vote, vote_type: t(`users_ui.vote.${vote}`) }] : [];
  });
  return { count: Number(count), list };
}
