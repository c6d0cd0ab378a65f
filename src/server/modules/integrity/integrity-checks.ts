import { type RawBuilder, sql } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { engineOf } from '../../db/engine.ts';
import type { UntypedDatabase } from '../../db/untyped.ts';

export interface CheckResult {
  /** what is checked, said as the problem it finds */
  check: string;
  /** rows found wrong: 0 means the check passed */
  problems: number;
}

interface Check {
  check: string;
  /** counts the rows in the wrong, as a column named `problems` */
  query: (db: UntypedDatabase) => RawBuilder<{ problems: number | string }>;
}

const normal = constants.post_status.normal;
const listed = constants.tag_rel_status.listed;

const CHECKS: Check[] = [
  {
    check: 'questions whose answer_count differs from their live answers',
    query: () => sql`select count(*) as problems from question q where q.answer_count <>
      (select count(*) from answer a where a.question_id = q.id and a.status = ${normal})`,
  },
  {
    check: 'tags whose question_count differs from their listed questions',
    query: () => sql`select count(*) as problems from tag t where t.question_count <>
      (select count(*) from tag_rel r where r.tag_id = t.id and r.status = ${listed})`,
  },
  {
    check: 'questions whose accepted answer does not exist',
    query: () => sql`select count(*) as problems from question q where q.accepted_answer_id <> 0
      and not exists (select 1 from answer a where a.id = q.accepted_answer_id)`,
  },
  {
    check: 'answers of a question that does not exist',
    query: () => sql`select count(*) as problems from answer a
      where not exists (select 1 from question q where q.id = a.question_id)`,
  },
  {
    check: 'comments on a question that does not exist',
    query: () => sql`select count(*) as problems from comment c
      where not exists (select 1 from question q where q.id = c.question_id)`,
  },
  {
    check: 'tag relations to a missing tag or question',
    query: () => sql`select count(*) as problems from tag_rel r
      where not exists (select 1 from tag t where t.id = r.tag_id)
         or not exists (select 1 from question q where q.id = r.object_id)`,
  },
  {
    check: 'posts by a user who does not exist',
    query: () => sql`select
      (select count(*) from question q where not exists (select 1 from users u where u.id = q.user_id)) +
      (select count(*) from answer a where not exists (select 1 from users u where u.id = a.user_id)) +
      (select count(*) from comment c where not exists (select 1 from users u where u.id = c.user_id)) as problems`,
  },
  {
    check: 'questions and answers missing from the search index',
    query: (db) => {
      const key = searchIndexKey(db);
      return sql`select
        (select count(*) from question q where not exists (select 1 from search_index s where s.${key} = q.id)) +
        (select count(*) from answer a where not exists (select 1 from search_index s where s.${key} = a.id)) as problems`;
    },
  },
  {
    check: 'search index entries for posts that do not exist',
    query: (db) => {
      const key = searchIndexKey(db);
      return sql`select count(*) as problems from search_index s
        where not exists (select 1 from question q where q.id = s.${key})
          and not exists (select 1 from answer a where a.id = s.${key})`;
    },
  },
];

/** SQLite's FTS5 index is keyed by its rowid, the other engines' by an id column (migration 0008). */
function searchIndexKey(db: UntypedDatabase) {
  return sql.ref(engineOf(db) === 'sqlite' ? 'rowid' : 'id');
}

/** Runs every integrity check against `db`; a site is in order when every result has 0 problems. */
export async function runIntegrityChecks(db: UntypedDatabase): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const { check, query } of CHECKS) {
    const { rows } = await query(db).execute(db);
    results.push({ check, problems: Number(rows[0]?.problems ?? 0) });
  }
  return results;
}
