import type { Selectable } from 'kysely';
import type { DataOf } from '../../../../generated/operations.ts';
import type { RevisionTable } from '../../db/schema.ts';
import { renderMarkdown } from '../../render/markdown.ts';
import { urlTitle } from '../../../shared/permalink/url-title.ts';
import { tagFlags } from '../question/post-tags.ts';
import type { WriteRules } from '../question/site-rules.ts';
import type { UserBasicInfo } from '../user/basic-info.ts';
import { parseSnapshot } from './write-revision.ts';

export type RevisionInfo = DataOf<'getRevisions'>[number];

/**
 * A revision as GET revisions shows it; `fallbackTitle` names it when its snapshot has no title (an
 * answer's revision shows its question's title).
 */
export function presentRevision(
  row: Selectable<RevisionTable>,
  fallbackTitle: string,
  users: Map<string, UserBasicInfo>,
  write: WriteRules,
): RevisionInfo {
  const snapshot = parseSnapshot(row.content);
  const title = snapshot.title || fallbackTitle;
  return {
    id: row.id,
    use_id: String(row.user_id),
    object_id: String(row.object_id),
    title,
    url_title: urlTitle(title),
    content: {
      title: snapshot.title,
      tags: snapshot.tags.map((tag) => ({ ...tag, ...tagFlags(write, tag) })),
      original_text: snapshot.original_text,
      html: renderMarkdown(snapshot.original_text),
    },
    status: row.status,
    create_at: Number(row.created_at),
    user_info: users.get(String(row.user_id)) ?? null,
    reason: row.log,
  };
}
