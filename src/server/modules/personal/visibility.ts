import { sql, type RawBuilder } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { SessionUser } from '../../http/request-context.ts';
import { isStaff } from '../../policies/privileges.ts';

/**
 * What a viewer may see on someone's pages, as SQL conditions over a table alias: the rule of
 * question/post-access.ts `maySee` (staff see everything; a deleted post nobody else; a pending or
 * unlisted one only its author), so lists filter in the database instead of after paging.
 */
type Condition = RawBuilder<boolean>;

const { normal, closed, deleted, pending } = constants.post_status;
const EVERYTHING: Condition = sql<boolean>`1 = 1`;

function column(alias: string, name: string) {
  return sql.ref(`${alias}.${name}`);
}

export function questionVisible(alias: string, viewer: SessionUser | null): Condition {
  if (isStaff(viewer)) return EVERYTHING;
  const open = sql`${column(alias, 'status')} in (${normal}, ${closed}) and ${column(alias, 'show')} = ${constants.post_show.listed}`;
  if (!viewer) return sql<boolean>`(${open})`;
  return sql<boolean>`((${open}) or (${column(alias, 'user_id')} = ${viewer.id} and ${column(alias, 'status')} <> ${deleted}))`;
}

export function answerVisible(alias: string, viewer: SessionUser | null): Condition {
  if (isStaff(viewer)) return EVERYTHING;
  const status = column(alias, 'status');
  if (!viewer) return sql<boolean>`(${status} not in (${deleted}, ${pending}))`;
  return sql<boolean>`(${status} <> ${deleted} and (${status} <> ${pending} or ${column(alias, 'user_id')} = ${viewer.id}))`;
}

export function commentVisible(alias: string, viewer: SessionUser | null): Condition {
  return isStaff(viewer) ? EVERYTHING : sql<boolean>`${column(alias, 'status')} = ${normal}`;
}

/**
 * Whether the post whose id is in `objectColumn` (a question, an answer or a comment, e.g. of a vote
 * or a reputation change) is one the viewer may see, with the question it belongs to.
 */
export function postVisible(objectColumn: string, viewer: SessionUser | null): Condition {
  const id = sql.ref(objectColumn);
  const answerOnVisibleQuestion = sql`select pa.id from answer pa inner join question paq on paq.id = pa.question_id
    where ${answerVisible('pa', viewer)} and ${questionVisible('paq', viewer)}`;
  return sql<boolean>`(
    ${id} in (select pq.id from question pq where ${questionVisible('pq', viewer)})
    or ${id} in (${answerOnVisibleQuestion})
    or ${id} in (select pc.id from comment pc inner join question pcq on pcq.id = pc.question_id
      where ${commentVisible('pc', viewer)} and ${questionVisible('pcq', viewer)}
        and (pc.object_id = pc.question_id or pc.object_id in (${answerOnVisibleQuestion}))))`;
}
