/**
 * The suggested-edits queue (answer-api-facts §2.2 revisions/unreviewed, §4.4): edits awaiting review
 * of the kinds the caller may audit (question.audit, answer.audit, tag.audit), oldest first.
 */
import type { Kysely, Selectable } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import type { Database, RevisionTable } from '../../db/schema.ts';
import type { SessionUser } from '../../http/request-context.ts';
import { checkPower, type Power, type PrivilegeRanks } from '../../policies/privileges.ts';
import { urlTitle } from '../../../shared/permalink/url-title.ts';
import { loadPostTags } from '../question/post-tags.ts';
import type { WriteRules } from '../question/site-rules.ts';
import { presentRevision } from '../revision/present-revision.ts';
import { loadUserBasics } from '../user/basic-info.ts';

export type EditKind = 'question' | 'answer' | 'tag';
type SuggestedEdit = DataOf<'getUnreviewedRevisions'>['list'][number];

const auditPower: Record<EditKind, Power> = { question: 'question.audit', answer: 'answer.audit', tag: 'tag.audit' };

export function mayAudit(user: SessionUser, kind: string, ranks: PrivilegeRanks): boolean {
  return kind in auditPower && checkPower(user, auditPower[kind as EditKind], ranks).allowed;
}

/** The kinds of suggested edit the caller may review. */
export function auditableKinds(user: SessionUser, ranks: PrivilegeRanks): EditKind[] {
  return (Object.keys(auditPower) as EditKind[]).filter((kind) => mayAudit(user, kind, ranks));
}

function unreviewed(db: Kysely<Database>, kinds: EditKind[]) {
  return db
    .selectFrom('revision')
    .where('status', '=', constants.revision_status.unreviewed)
    .where('object_type', 'in', kinds);
}

export async function countSuggestedEdits(db: Kysely<Database>, kinds: EditKind[]): Promise<number> {
  if (kinds.length === 0) return 0;
  const row = await unreviewed(db, kinds)
    .select(({ fn }) => fn.countAll<string | number>().as('edits'))
    .executeTakeFirst();
  return Number(row?.edits ?? 0);
}

export async function suggestedEditAt(db: Kysely<Database>, kinds: EditKind[], offset: number) {
  if (kinds.length === 0) return undefined;
  return unreviewed(db, kinds)
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .offset(offset)
    .executeTakeFirst();
}

/** The edited object as it stands now, beside the revision that would change it. */
export async function presentSuggestedEdit(
  db: Kysely<Database>,
  revision: Selectable<RevisionTable>,
  write: WriteRules,
): Promise<SuggestedEdit | null> {
  const id = String(revision.object_id);
  const kind = revision.object_type as EditKind;
  const current = await currentObject(db, kind, id, write);
  if (!current) return null;
  const users = await loadUserBasics(db, [String(revision.user_id), current.authorId]);
  const { authorId, ...info } = current;
  return {
    type: kind,
    info: { ...info, author_user_info: users.get(authorId) ?? null },
    unreviewed_info: presentRevision(revision, info.title, users, write),
  };
}

async function currentObject(db: Kysely<Database>, kind: EditKind, id: string, write: WriteRules) {
  if (kind === 'tag') {
    const tag = await db.selectFrom('tag').selectAll().where('id', '=', id).executeTakeFirst();
    if (!tag) return null;
    const self = {
      slug_name: tag.slug_name,
      display_name: tag.display_name,
      main_tag_slug_name: tag.main_tag_slug_name,
    };
    return {
      object_id: id,
      question_id: '',
      title: tag.display_name,
      url_title: tag.slug_name,
      content: tag.original_text,
      html: tag.parsed_text,
      tags: [{ ...self, recommend: false, reserved: false }],
      status: tag.status,
      authorId: String(tag.user_id),
    };
  }
  const answer =
    kind === 'answer' ? await db.selectFrom('answer').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  const questionId = answer ? String(answer.question_id) : id;
  const question = await db.selectFrom('question').selectAll().where('id', '=', questionId).executeTakeFirst();
  if (!question || (kind === 'answer' && !answer)) return null;
  const post = answer ?? question;
  return {
    object_id: id,
    question_id: questionId,
    title: question.title,
    url_title: urlTitle(question.title),
    content: post.original_text,
    html: post.parsed_text,
    tags: (await loadPostTags(db, write, [questionId])).get(questionId) ?? [],
    status: post.status,
    authorId: String(post.user_id),
  };
}
