import { type Insertable, type Kysely, sql } from 'kysely';
import { constants } from '../../../generated/constants.ts';
import { hashPassword } from '../../../src/server/auth/password-hash.ts';
import { engineOf } from '../../../src/server/db/engine.ts';
import type { Database } from '../../../src/server/db/schema.ts';
import { rebuildSearchIndex } from '../../../src/server/modules/search/reindex.ts';
import { Progress } from './progress.ts';
import { Random, Zipf } from './random.ts';
import { TextMaker, vocabulary } from './text.ts';

export interface SeedSize {
  users: number;
  tags: number;
  questions: number;
  answers: number;
  comments: number;
}

/** The size issue 5 asks for: 100,000 questions, 300,000 answers, 500,000 comments, 20,000 users, 2,000 tags. */
export const FULL_SIZE: SeedSize = {
  users: 20_000,
  tags: 2_000,
  questions: 100_000,
  answers: 300_000,
  comments: 500_000,
};

export interface SeedOptions {
  seed?: number;
  /** Unix seconds that count as "now"; fixed by default so two runs give the same rows */
  now?: number;
  progress?: boolean;
}

export const BENCH_PASSWORD = 'bench password';
const DAY = 86_400;
const { object_id: objectIds, post_status: status } = constants;

/** The object id of the n-th (1-based) counter value for a kind, as db/object-id.ts spells it. */
function objectId(type: keyof typeof objectIds.types, counter: number): string {
  return `1${String(objectIds.types[type]).padStart(3, '0')}${String(counter).padStart(objectIds.counter_digits, '0')}`;
}

type Table = keyof Database;

/** Inserts rows in statements that stay under every engine's limit of bound parameters. */
async function insertAll<T extends Table>(
  db: Kysely<Database>,
  table: T,
  rows: Array<Insertable<Database[T]>>,
  progress: Progress | null,
): Promise<void> {
  if (rows.length === 0) return;
  const perStatement = Math.max(1, Math.floor(30_000 / Object.keys(rows[0]!).length));
  const perTransaction = perStatement * 4;
  for (let start = 0; start < rows.length; start += perTransaction) {
    const chunk = rows.slice(start, start + perTransaction);
    await db.transaction().execute(async (trx) => {
      for (let offset = 0; offset < chunk.length; offset += perStatement) {
        await trx
          .insertInto(table)
          .values(chunk.slice(offset, offset + perStatement) as never)
          .execute();
      }
    });
    progress?.advance(chunk.length);
  }
}

/**
 * Fills an empty, migrated database with a deterministic community of the given size: realistic text
 * lengths, tags and authors drawn with Zipf's law, answers gathering on popular questions, accepted
 * answers, votes, views and comments, with every counter consistent with the rows.
 */
export async function seedDatabase(db: Kysely<Database>, size: SeedSize, options: SeedOptions = {}): Promise<void> {
  const random = new Random(options.seed ?? 20261122);
  const now = options.now ?? 1_790_000_000;
  const text = new TextMaker(random, vocabulary(random, 20_000));
  const track = (label: string, total: number) => (options.progress ? new Progress(label, total) : null);
  const userZipf = new Zipf(size.users, 0.9);
  const tagZipf = new Zipf(size.tags, 1.1);
  const author = () => userZipf.draw(random) + 1;
  let counter = 0;

  const pass = await hashPassword(BENCH_PASSWORD);
  const users: Array<Insertable<Database['users']>> = [];
  for (let id = 1; id <= size.users; id++) {
    const created = now - random.int(30, 1500) * DAY;
    users.push({
      id,
      username: `user${id}`,
      display_name: `${text.word()} ${text.word()}`.slice(0, constants.limits.display_name.max),
      e_mail: `user${id}@bench.example`,
      pass,
      mail_status: constants.mail_status.active,
      rank: Math.max(1, Math.round(20_000 / id ** 0.85 + random.int(0, 40))),
      bio: '',
      created_at: created,
      updated_at: created,
    } as Insertable<Database['users']>);
  }
  const usersProgress = track('users', users.length);
  await insertAll(db, 'users', users, usersProgress);
  usersProgress?.finish();

  const tagIds: string[] = [];
  const tags: Array<Insertable<Database['tag']>> = [];
  const slugs = new Set<string>();
  while (tags.length < size.tags) {
    const slug = (slugs.size < 20 ? text.word() : `${text.word()}-${text.word()}`).slice(
      0,
      constants.limits.tag.slug_max,
    );
    if (slugs.has(slug)) continue;
    slugs.add(slug);
    const id = objectId('tag', ++counter);
    tagIds.push(id);
    const description = text.body(80, 400);
    tags.push({
      id,
      slug_name: slug,
      display_name: slug,
      original_text: description.markdown,
      parsed_text: description.html,
      status: status.normal,
      user_id: 1,
      created_at: now - 1600 * DAY,
      updated_at: now - 1600 * DAY,
    });
  }

  // Answers gather on popular questions, and about one question in five stays unanswered.
  const questionZipf = new Zipf(size.questions, 0.6);
  const answersOf: number[][] = Array.from({ length: size.questions }, () => []);
  for (let answer = 0; answer < size.answers; answer++) {
    let question = questionZipf.draw(random);
    question = (question * 7919) % size.questions; // spread the popular ones over time
    if (question % 5 === 4) question = (question + 1) % size.questions;
    answersOf[question]!.push(answer);
  }

  const questionIds: string[] = [];
  const questions: Array<Insertable<Database['question']>> = [];
  const answers: Array<Insertable<Database['answer']>> = [];
  const tagRels: Array<Insertable<Database['tag_rel']>> = [];
  const questionCount = new Map<string, number>();
  const answerIds: string[] = new Array(size.answers);
  const answerQuestion: number[] = new Array(size.answers);
  for (let index = 0; index < size.questions; index++) {
    const id = objectId('question', ++counter);
    questionIds.push(id);
    const created = now - Math.floor(((size.questions - index) / size.questions) * 1400 * DAY) - random.int(0, 3600);
    const owner = author();
    const body = text.body(300, 2500);
    const chosen = new Set<number>();
    // a small seed may have fewer tags than a question wants
    const wanted = Math.min(random.int(1, 5), size.tags);
    while (chosen.size < wanted) chosen.add(tagZipf.draw(random));
    for (const tag of chosen) {
      tagRels.push({
        object_id: id,
        tag_id: tagIds[tag]!,
        status: constants.tag_rel_status.listed,
        created_at: created,
      });
      questionCount.set(tagIds[tag]!, (questionCount.get(tagIds[tag]!) ?? 0) + 1);
    }
    let lastActivity = created;
    let lastAnswerId = '0';
    let acceptedId = '0';
    const accepts = answersOf[index]!.length > 0 && random.chance(0.45);
    answersOf[index]!.forEach((answerIndex, position) => {
      const answerId = objectId('answer', ++counter);
      answerIds[answerIndex] = answerId;
      answerQuestion[answerIndex] = index;
      const answered = Math.min(now, created + random.int(600, 60 * DAY));
      const accepted = accepts && position === 0;
      if (accepted) acceptedId = answerId;
      if (answered >= lastActivity) {
        lastActivity = answered;
        lastAnswerId = answerId;
      }
      const answerBody = text.body(150, 1800);
      answers.push({
        id: answerId,
        question_id: id,
        user_id: author(),
        original_text: answerBody.markdown,
        parsed_text: answerBody.html,
        status: status.normal,
        accepted: accepted ? constants.answer_accepted.yes : constants.answer_accepted.no,
        vote_count: random.int(-2, 12) + (accepted ? 5 : 0),
        created_at: answered,
        updated_at: answered,
      });
    });
    const closed = random.chance(0.03);
    questions.push({
      id,
      user_id: owner,
      title: text.title(30, constants.limits.question.title_max - 20),
      original_text: body.markdown,
      parsed_text: body.html,
      status: closed ? status.closed : status.normal,
      pin: index % 20_000 === 0 ? constants.post_pin.pinned : constants.post_pin.unpinned,
      featured: random.chance(0.005) ? 1 : 0,
      view_count: random.int(5, 400) + answersOf[index]!.length * random.int(20, 300),
      vote_count: random.int(-3, 25),
      answer_count: answersOf[index]!.length,
      collection_count: random.int(0, 6),
      follow_count: random.int(0, 4),
      accepted_answer_id: acceptedId,
      last_answer_id: lastAnswerId,
      invite_user_ids: '[]',
      created_at: created,
      updated_at: lastActivity,
      post_update_time: lastActivity,
    });
  }
  for (const tag of tags) tag.question_count = questionCount.get(String(tag.id)) ?? 0;

  const comments: Array<Insertable<Database['comment']>> = [];
  for (let index = 0; index < size.comments; index++) {
    const onAnswer = size.answers > 0 && random.chance(0.6);
    const answerIndex = random.int(0, size.answers - 1);
    const questionIndex = onAnswer ? answerQuestion[answerIndex]! : random.int(0, size.questions - 1);
    const objectIdOf = onAnswer ? answerIds[answerIndex]! : questionIds[questionIndex]!;
    const created = now - random.int(0, 1400 * DAY);
    const words = Array.from({ length: random.int(5, 45) }, () => text.word()).join(' ');
    comments.push({
      id: objectId('comment', ++counter),
      user_id: author(),
      object_id: objectIdOf,
      question_id: questionIds[questionIndex]!,
      vote_count: random.int(0, 3),
      status: status.normal,
      original_text: words,
      parsed_text: `<p>${words}</p>`,
      created_at: created,
      updated_at: created,
    });
  }
  const commentCount = new Map<string, number>();
  for (const comment of comments)
    commentCount.set(String(comment.object_id), (commentCount.get(String(comment.object_id)) ?? 0) + 1);
  for (const answer of answers) answer.comment_count = commentCount.get(String(answer.id)) ?? 0;

  for (const [label, table, rows] of [
    ['tags', 'tag', tags],
    ['questions', 'question', questions],
    ['tag links', 'tag_rel', tagRels],
    ['answers', 'answer', answers],
    ['comments', 'comment', comments],
  ] as const) {
    const progress = track(label, rows.length);
    await insertAll(db, table, rows as never[], progress);
    progress?.finish();
  }

  // The shared object-id counter and the user ids continue after what was written here.
  await db.insertInto('uniqid').values({ id: counter, uniqid_type: objectIds.types.comment }).execute();
  if (engineOf(db) === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('uniqid', 'id'), ${counter})`.execute(db);
    await sql`select setval(pg_get_serial_sequence('users', 'id'), ${size.users})`.execute(db);
  }
  // rows written here bypass the write paths that keep the search index
  await rebuildSearchIndex(db);
}
