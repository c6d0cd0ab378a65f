// What the benches ask for, drawn from a database the seeder filled: question ids, the largest tags, the
// one-word tag names the seeded text also uses (search words) and the highest-ranked people. Each bench
// says how many of each it wants.
import { createDatabase } from '../../../src/server/db/connect.ts';

export interface SampleSizes {
  /** the first questions by id; all of them when left out */
  questions?: number;
  tags: number;
  words: number;
  /** none read when left out */
  users?: number;
}

export interface SeededSample {
  /** live questions, oldest first */
  questionIds: string[];
  /** the largest tags first */
  tags: string[];
  /** tag names without a hyphen: the seeded text uses them, so a search of two of them finds posts */
  words: string[];
  /** the highest reputation first */
  usernames: string[];
}

export async function sampleSeeded(url: string, sizes: SampleSizes): Promise<SeededSample> {
  const database = createDatabase(url);
  try {
    const { db } = database;
    let questions = db.selectFrom('question').select('id').where('status', '=', 1).orderBy('id');
    if (sizes.questions !== undefined) questions = questions.limit(sizes.questions);
    const questionRows = await questions.execute();
    if (questionRows.length === 0) throw new Error(`no questions in ${url}: seed it with \`npm run bench:seed\``);
    const tags = await db
      .selectFrom('tag')
      .select('slug_name')
      .orderBy('question_count', 'desc')
      .limit(sizes.tags)
      .execute();
    const words = await db
      .selectFrom('tag')
      .select('slug_name')
      .where('slug_name', 'not like', '%-%')
      .limit(sizes.words)
      .execute();
    const users = sizes.users
      ? await db.selectFrom('users').select('username').orderBy('rank', 'desc').limit(sizes.users).execute()
      : [];
    return {
      questionIds: questionRows.map((row) => row.id),
      tags: tags.map((row) => row.slug_name),
      words: words.map((row) => row.slug_name),
      usernames: users.map((row) => row.username),
    };
  } finally {
    await database.close();
  }
}
