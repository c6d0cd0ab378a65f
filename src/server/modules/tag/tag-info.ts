import type { Kysely } from 'kysely';
import type { MessageKey } from '../../../../generated/messages/keys.ts';
import type { DataOf, QueryOf } from '../../../../generated/operations.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext, SessionUser } from '../../http/request-context.ts';
import type { Translate } from '../../i18n/translator.ts';
import { checkPower, isStaff, loadPrivilegeRanks, type Power, type PrivilegeRanks } from '../../policies/privileges.ts';
import { normalizeSlug } from '../question/post-tags.ts';
import { loadSiteRules } from '../question/site-rules.ts';
import { followedAmong, isDeleted, tagBasic, tagListItem, type TagRow } from './tag-presenter.ts';

type TagInfo = DataOf<'getTag'>;
type MemberAction = TagInfo['member_actions'][number];

/** The tag an id or a slug names, deleted ones included; 404 when there is none. */
export async function findTag(db: Kysely<Database>, by: { id?: string; name?: string }): Promise<TagRow> {
  let query = db.selectFrom('tag').selectAll();
  if (by.id && /^\d+$/.test(by.id)) query = query.where('id', '=', by.id);
  else if (by.name) query = query.where('slug_name', '=', normalizeSlug(by.name));
  else throw AppError.notFound('error.tag.not_found_by_id');
  const row = await query.executeTakeFirst();
  if (!row) throw AppError.notFound('error.tag.not_found_by_id');
  return row;
}

/** What the viewer may do to the tag, in the order the tag page's menu shows them. */
function tagMemberActions(
  tag: TagRow,
  viewer: SessionUser | null,
  ranks: PrivilegeRanks,
  t: Translate,
): MemberAction[] {
  if (!viewer) return [];
  const offered: Array<[string, Power, boolean]> = [
    ['edit', 'tag.edit', !isDeleted(tag)],
    ['delete', 'tag.delete', !isDeleted(tag)],
    ['undelete', 'tag.undeleted', isDeleted(tag)],
  ];
  return offered
    .filter(([, power, applies]) => applies && checkPower(viewer, power, ranks).allowed)
    .map(([action]) => ({
      action,
      name: t(`post_action.${action}` as MessageKey),
      type: action === 'edit' ? 'edit' : 'confirm',
    }));
}

/** GET tag: one tag by id or slug; a deleted tag only for staff. */
export async function readTagInfo(context: HandlerContext, query: NonNullable<QueryOf<'getTag'>>): Promise<TagInfo> {
  const { db } = context.services;
  const tag = await findTag(db, query);
  if (isDeleted(tag) && !isStaff(context.user)) throw AppError.notFound('error.tag.not_found_by_id');
  const [rules, ranks, followed] = await Promise.all([
    loadSiteRules(db),
    loadPrivilegeRanks(context),
    followedAmong(db, context.user?.id, [tag.id]),
  ]);
  const { is_follower, ...item } = tagListItem(tag, rules.write, followed.has(tag.id));
  return {
    ...item,
    is_follower,
    status: isDeleted(tag) ? 'deleted' : 'available',
    member_actions: tagMemberActions(tag, context.user, ranks, context.t),
    main_tag_slug_name: tag.main_tag_slug_name,
  };
}

/** GET tags?tags=a,b: the live tags of those slugs, in the order asked. */
export async function readTagsBySlugs(context: HandlerContext, list: string): Promise<DataOf<'getTagsBySlugs'>> {
  const { db } = context.services;
  const slugs = [...new Set(list.split(',').map(normalizeSlug).filter(Boolean))];
  if (slugs.length === 0) return [];
  const [rows, rules] = await Promise.all([
    db.selectFrom('tag').selectAll().where('slug_name', 'in', slugs).execute(),
    loadSiteRules(db),
  ]);
  const bySlug = new Map(rows.filter((row) => !isDeleted(row)).map((row) => [row.slug_name, row]));
  return slugs.flatMap((slug) => {
    const row = bySlug.get(slug);
    return row ? [tagBasic(row, rules.write)] : [];
  });
}
