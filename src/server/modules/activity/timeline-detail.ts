import type { DataOf, QueryOf } from '../../../../generated/operations.ts';
import { objectTypeOf } from '../../db/object-id.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { tagFlags } from '../question/post-tags.ts';
import { loadSiteRules } from '../question/site-rules.ts';
import { findVisiblePost } from '../question/post-access.ts';
import { parseSnapshot } from '../revision/write-revision.ts';

type Detail = DataOf<'getTimelineDetail'>;
type Side = Detail['new_revision'];

const EMPTY: Side = { title: '', tags: [], original_text: '', slug_name: '', main_tag_slug_name: '' };

/**
 * GET activity/timeline/detail: two revisions of one post for the diff. old_revision_id "0" stands
 * for the empty post before its first revision.
 */
export async function readTimelineDetail(
  context: HandlerContext,
  query: NonNullable<QueryOf<'getTimelineDetail'>>,
): Promise<Detail> {
  const { db } = context.services;
  const ids = [query.new_revision_id, query.old_revision_id].filter((id) => /^\d+$/.test(id) && id !== '0');
  const rows = ids.length > 0 ? await db.selectFrom('revision').selectAll().where('id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const newer = byId.get(query.new_revision_id);
  const older = query.old_revision_id === '0' ? null : byId.get(query.old_revision_id);
  if (!newer || older === undefined) throw AppError.notFound('error.revision.not_found');
  if (older && String(older.object_id) !== String(newer.object_id))
    throw AppError.badRequest('error.activity.revisions_mismatch');
  // tags are public; a post's revisions only as the viewer may see the post
  if (objectTypeOf(String(newer.object_id)) !== 'tag')
    await findVisiblePost(context.services.db, String(newer.object_id), context.user);
  const rules = (await loadSiteRules(db)).write;
  const side = (content: string): Side => {
    const snapshot = parseSnapshot(content);
    const first = snapshot.tags[0];
    return {
      title: snapshot.title,
      tags: snapshot.tags.map((tag) => ({ ...tag, ...tagFlags(rules, tag) })),
      original_text: snapshot.original_text,
      slug_name: first?.slug_name ?? '',
      main_tag_slug_name: first ? first.main_tag_slug_name || first.slug_name : '',
    };
  };
  return { new_revision: side(newer.content), old_revision: older ? side(older.content) : EMPTY };
}
