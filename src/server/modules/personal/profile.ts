import type { DataOf } from '../../../../generated/operations.ts';
import { constants } from '../../../../generated/constants.ts';
import { schemas } from '../../../../generated/schemas.ts';
import { remembered } from '../../cache/database-cache.ts';
import { readSettings } from '../../db/settings-store.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { withDefaults } from '../../settings/defaults.ts';
import { avatarUrl, type AvatarSettings } from '../user/avatar.ts';
import { statusName } from '../user/presenter.ts';
import type { UserRow } from '../user/users.ts';
import { questionVisible, answerVisible } from './visibility.ts';
import { findPerson } from './person.ts';

type PersonalUserInfo = DataOf<'getPersonalUserInfo'>;

/** The day a suspension ends, as the profile states it (UTC, like the suspension itself). */
function suspensionNotice(user: UserRow, context: HandlerContext): string {
  if (user.status !== constants.user_status.suspended) return '';
  const until = user.suspended_until === null ? 0 : Number(user.suspended_until);
  if (!until) return context.t('personal.status.suspended');
  return context.t('personal.status.suspended_until', { date: new Date(until * 1000).toISOString().slice(0, 10) });
}

/**
 * How many questions and answers of theirs the public sees and who follows them, in one query; kept
 * in the cache, as a prolific person's counts read thousands of rows, and emptied by the writes that
 * change them (cache/write-watch.ts).
 */
async function profileCounts(context: HandlerContext, userId: string) {
  const { db } = context.services;
  const count = () =>
    db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('question')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where(questionVisible('question', null))
          .as('question_count'),
        eb
          .selectFrom('answer')
          .innerJoin('question', 'question.id', 'answer.question_id')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .where('answer.user_id', '=', userId)
          .where(answerVisible('answer', null))
          .where(questionVisible('question', null))
          .as('answer_count'),
        eb
          .selectFrom('follow')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .where('object_id', '=', userId)
          .as('follow_count'),
      ])
      .executeTakeFirstOrThrow();
  return remembered(db, 'profile_counts', userId, constants.cache.profile_counts_ttl_seconds, count);
}

/** GET personal/user/info: the public profile; a suspended account says until when. */
export async function personalUserInfo(username: string, context: HandlerContext): Promise<PersonalUserInfo> {
  const user = await findPerson(context.services.db, username);
  const [figures, settings] = await Promise.all([profileCounts(context, user.id), readSettings(context.services.db)]);
  return {
    id: user.id,
    created_at: Number(user.created_at),
    last_login_date: user.last_login_at === null ? 0 : Number(user.last_login_at),
    username: user.username,
    follow_count: Number(figures.follow_count ?? 0),
    answer_count: Number(figures.answer_count ?? 0),
    question_count: Number(figures.question_count ?? 0),
    rank: user.rank,
    display_name: user.display_name,
    avatar: avatarUrl(user, withDefaults<AvatarSettings>(schemas.SiteUsers, settings.users)),
    mobile: '',
    bio: user.bio,
    bio_html: user.bio_html ?? '',
    website: user.website,
    location: user.location,
    status: statusName(user),
    status_msg: suspensionNotice(user, context),
    suspended_until:
      user.status === constants.user_status.suspended && user.suspended_until !== null
        ? Number(user.suspended_until)
        : 0,
    role_id: user.role_id,
  };
}
