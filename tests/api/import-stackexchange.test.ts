import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { constants } from '../../generated/constants.ts';
import { DUPLICATE_REASON_TYPE } from '../../machines/post-lifecycle.reason-content.ts';
import { importCommand } from '../../src/cli/commands/import.ts';
import { CLOSE_REASON_KEY } from '../../src/server/modules/post-status/close-reason.ts';
import { importStackExchange } from '../../src/server/modules/import/import-stackexchange.ts';
import { flushViews } from '../../src/server/modules/question/view-count.ts';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { adminPut } from './support/admin-calls.ts';
import { seedMember } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { configureSite, login } from './support/user-accounts.ts';

const FOLDER = '/work/shared/data/stackexchange/quantumcomputing';
const SOURCE = 'quantumcomputing.stackexchange.com';
// the whole sample through every step; slow engines on a busy machine need minutes
const IMPORT_TIMEOUT = 900_000;

/**
 * The dump read the plain way, independently of the importer: every row's attributes, with the few
 * XML escapes the files use decoded. What the site must hold is counted from these.
 */
function rowsOf(file: string): Array<Record<string, string>> {
  const text = readFileSync(join(FOLDER, file), 'utf8');
  const decode = (value: string) =>
    value
      .replace(/&#x([0-9A-Fa-f]+);/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return [...text.matchAll(/<row ([^>]*)\/>/g)].map((row) =>
    Object.fromEntries([...row[1]!.matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k!, decode(v!)])),
  );
}

const posts = rowsOf('Posts.xml');
const users = rowsOf('Users.xml');
const questions = posts.filter((post) => post.PostTypeId === '1');
const questionIds = new Set(questions.map((question) => question.Id!));
const answers = posts.filter((post) => post.PostTypeId === '2' && questionIds.has(post.ParentId!));
const postIds = new Set([...questionIds, ...answers.map((answer) => answer.Id!)]);
const comments = rowsOf('Comments.xml').filter((comment) => postIds.has(comment.PostId!));
const tagNames = new Set([
  ...rowsOf('Tags.xml').map((tag) => tag.TagName!),
  ...questions.flatMap((question) => [...question.Tags!.matchAll(/<([^>]+)>/g)].map((match) => match[1]!)),
]);
const links = rowsOf('PostLinks.xml').filter(
  (link) => questionIds.has(link.PostId!) && questionIds.has(link.RelatedPostId!) && link.PostId !== link.RelatedPostId,
);
const linkedPairs = new Set(links.map((link) => `${link.PostId}>${link.RelatedPostId}`));
const duplicates = new Set(links.filter((link) => link.LinkTypeId === '3').map((link) => link.PostId!));
const closed = new Set([...questions.filter((q) => q.ClosedDate).map((q) => q.Id!), ...duplicates]);
const accepted = questions.filter((question) => answers.some((answer) => answer.Id === question.AcceptedAnswerId));
const userIds = new Set(users.map((user) => user.Id!));
const favorites = new Set(
  rowsOf('Votes.xml')
    .filter((vote) => vote.VoteTypeId === '5' && questionIds.has(vote.PostId!) && userIds.has(vote.UserId!))
    .map((vote) => `${vote.UserId}>${vote.PostId}`),
);

// up- and downvotes name no voter in a dump: the site keeps them as counts on the posts they are for
const upAndDownVotes = rowsOf('Votes.xml').filter(
  (vote) => (vote.VoteTypeId === '2' || vote.VoteTypeId === '3') && postIds.has(vote.PostId!),
);

describe.each(testEngines())('Stack Exchange import on $name', (engine) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  const db = () => server.database.db;

  /** Our id of a source record. */
  const ourId = async (kind: string, sourceId: string) =>
    String(
      (
        await db()
          .selectFrom('import_map')
          .select('target_id')
          .where('source', '=', SOURCE)
          .where('kind', '=', kind)
          .where('source_id', '=', sourceId)
          .executeTakeFirstOrThrow()
      ).target_id,
    );

  /** Every row of the tables an import writes, for telling whether a second run changed any. */
  const everything = async () => {
    const tables = [
      'users',
      'question',
      'answer',
      'comment',
      'tag',
      'tag_rel',
      'question_link',
      'collection',
      'meta',
      'revision',
      'activity',
      'import_map',
      'imported_vote',
    ] as const;
    const all: Record<string, unknown[]> = {};
    for (const table of tables) all[table] = await db().selectFrom(table).selectAll().execute();
    for (const rows of Object.values(all)) rows.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
    return all;
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    smtp = await startSmtpServer();
    await configureSite(server, smtp);
    await importStackExchange(db(), FOLDER);
  }, IMPORT_TIMEOUT);
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const count = async (table: 'question' | 'answer' | 'comment' | 'tag' | 'question_link' | 'collection') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  // without it a site imported on a PostgreSQL whose autovacuum is off or behind counts and looks up from the heap
  it.runIf(engine.name === 'postgres')('leaves PostgreSQL vacuumed and analysed', async () => {
    const { rows } = await sql<{ name: string; vacuumed: unknown; analysed: unknown }>`select relname as name,
      last_vacuum as vacuumed, last_analyze as analysed from pg_stat_user_tables
      where schemaname = current_schema() and relname in ('question', 'answer', 'search_index')`.execute(db());
    expect(rows).toHaveLength(3);
    for (const row of rows) expect([row.name, row.vacuumed, row.analysed].map(Boolean)).toEqual([true, true, true]);
  });

  it('imports every question, answer, comment, user, tag, link and bookmark of the dump', async () => {
    expect(questions).toHaveLength(612);
    expect(await count('question')).toBe(questions.length);
    expect(await count('answer')).toBe(answers.length);
    expect(await count('comment')).toBe(comments.length);
    expect(await count('tag')).toBe(tagNames.size);
    expect(await count('question_link')).toBe(linkedPairs.size);
    expect(await count('collection')).toBe(favorites.size);
    const imported = await db()
      .selectFrom('users')
      .select(['rank', 'pass', 'e_mail'])
      .where('e_mail', 'like', `%@${SOURCE}.invalid`)
      .execute();
    expect(imported).toHaveLength(users.length);
    expect(imported.every((user) => user.pass === '')).toBe(true);
    const reputation = (list: number[]) => list.reduce((sum, value) => sum + value, 0);
    expect(reputation(imported.map((user) => user.rank))).toBe(
      reputation(users.map((user) => Number(user.Reputation))),
    );
  });

  it('keeps scores, views, answer counts, accepted answers, dates and tag counts as the dump has them', async () => {
    const rows = await db().selectFrom('question').selectAll().execute();
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    for (const question of questions) {
      const row = byId.get(await ourId('post', question.Id!))!;
      expect(row.title).toBe(question.Title);
      expect(row.vote_count).toBe(Number(question.Score));
      expect(row.view_count).toBe(Number(question.ViewCount));
      expect(row.answer_count).toBe(answers.filter((answer) => answer.ParentId === question.Id).length);
      expect(Number(row.created_at)).toBe(Math.floor(Date.parse(`${question.CreationDate}Z`) / 1000));
    }
    expect(rows.filter((row) => String(row.accepted_answer_id) !== '0')).toHaveLength(accepted.length);
    const acceptedAnswers = await db()
      .selectFrom('answer')
      .select('id')
      .where('accepted', '=', constants.answer_accepted.yes)
      .execute();
    expect(acceptedAnswers).toHaveLength(accepted.length);

    const tagCounts = await db().selectFrom('tag').select(['slug_name', 'question_count']).execute();
    for (const tag of tagCounts)
      expect(tag.question_count).toBe(questions.filter((q) => q.Tags!.includes(`<${tag.slug_name}>`)).length);
  });

  it("counts the dump's up- and downvotes of its posts on the admin dashboard", async () => {
    const admin = await seedMember(server, { username: 'dana_dashboard', role: constants.roles.admin });
    const dashboard = await server.request('/answer/admin/api/dashboard', admin.as);
    expect(upAndDownVotes.length).toBeGreaterThan(10_000);
    expect(dashboard.body.data.info.vote_count).toBe(upAndDownVotes.length);
  });

  it('closes the closed questions, the duplicates as duplicates of their target, and counts the links', async () => {
    const closedRows = await db()
      .selectFrom('question')
      .select('id')
      .where('status', '=', constants.post_status.closed)
      .execute();
    expect(closedRows).toHaveLength(closed.size);
    for (const source of duplicates) {
      const id = await ourId('post', source);
      const reason = await db()
        .selectFrom('meta')
        .select('value')
        .where('object_id', '=', id)
        .where('meta_key', '=', CLOSE_REASON_KEY)
        .executeTakeFirstOrThrow();
      // a question may duplicate several: the close names one of them
      const targets = links.filter((link) => link.PostId === source && link.LinkTypeId === '3');
      const targetLinks = await Promise.all(
        targets.map(async (link) => `${server.baseUrl}/answer/questions/${await ourId('post', link.RelatedPostId!)}`),
      );
      const stored = JSON.parse(reason.value) as { close_type: number; close_msg: string };
      expect(stored.close_type).toBe(DUPLICATE_REASON_TYPE);
      expect(targetLinks).toContain(stored.close_msg);
    }
    const linkedCounts = new Map(
      (await db().selectFrom('question').select(['id', 'linked_count']).execute()).map((row) => [
        String(row.id),
        row.linked_count,
      ]),
    );
    for (const question of questions) {
      const linkedHere = [...linkedPairs].filter((pair) => pair.endsWith(`>${question.Id}`)).length;
      expect(linkedCounts.get(await ourId('post', question.Id!))).toBe(linkedHere);
    }
  });

  it('shows the credit of an imported question and answer: author, source link and licence', async () => {
    const question = questions.find((q) => q.Id === '1')!;
    const author = users.find((user) => user.Id === question.OwnerUserId)!.DisplayName;
    const id = await ourId('post', '1');
    const info = await server.request(`/answer/api/v1/question/info?id=${id}`);
    expect(info.status).toBe(200);
    expect(info.body.data.attribution).toEqual({
      site: SOURCE,
      url: `https://${SOURCE}/q/1`,
      author,
      license: 'CC BY-SA 3.0',
      license_url: 'https://creativecommons.org/licenses/by-sa/3.0/',
    });
    const page = await server.request(`/answer/api/v1/answer/page?question_id=${id}&page=1&page_size=20`);
    const answer = page.body.data.list.find(
      (item: { id: string }) => item.id === String(info.body.data.accepted_answer_id),
    );
    expect(answer.attribution).toMatchObject({ url: `https://${SOURCE}/a/${question.AcceptedAnswerId}` });
    // Stack Exchange's markup became markdown: links as links, no HTML tags left
    expect(info.body.data.content).toContain('[Turing machine](https://en.wikipedia.org/wiki/Turing_machine)');
    expect(info.body.data.content).not.toContain('<p>');
  });

  it('lets the person claim an imported account by email once an admin gives it their address', async () => {
    const source = users.find((user) => user.Id === '7')!;
    const userId = await ourId('user', '7');
    expect((await login(server, `se7@${SOURCE}.invalid`, 'any password at all')).status).toBe(400);

    const admin = await seedMember(server, { username: 'admin-claims', role: constants.roles.admin });
    const account = await db().selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const given = await adminPut(server, '/user/profile', admin, {
      user_id: userId,
      username: account.username,
      display_name: account.display_name,
      e_mail: 'claimer@example.org',
    });
    expect(given.status).toBe(200);
    await server.request('/answer/api/v1/user/password/reset', {
      method: 'POST',
      json: { e_mail: 'claimer@example.org' },
    });
    const link = linkIn(await smtp.nextMailTo('claimer@example.org'));
    const replaced = await server.request('/answer/api/v1/user/password/replacement', {
      method: 'POST',
      json: { code: link.searchParams.get('code'), pass: 'claimed password' },
    });
    expect(replaced.status).toBe(200);
    const signedIn = await login(server, 'claimer@example.org', 'claimed password');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ id: userId, rank: Number(source.Reputation) });
  });

  it(
    'changes nothing when the same dump is imported again',
    async () => {
      // the views the tests above made are written in the server's next batch: written now, not during the import
      await flushViews(db(), server.app.log);
      const before = await everything();
      await importStackExchange(db(), FOLDER);
      const after = await everything();
      // the rows that differ, by table (a whole site's rows are too many for a readable diff)
      const differing = (from: Record<string, unknown[]>, to: Record<string, unknown[]>) =>
        Object.entries(from).flatMap(([table, rows]) => {
          const kept = new Set(to[table]!.map((row) => JSON.stringify(row)));
          return rows.filter((row) => !kept.has(JSON.stringify(row))).map((row) => ({ table, row }));
        });
      expect(differing(before, after)).toEqual([]);
      expect(differing(after, before)).toEqual([]);
    },
    IMPORT_TIMEOUT,
  );
});

describe('the import command', () => {
  it('refuses a folder without a dump with a clear message and a non-zero exit', async () => {
    expect(await importCommand.run(['stackexchange', '/nonexistent/folder'])).toBe(2);
    expect(await importCommand.run(['stackexchange', '/work/shared/data/stackexchange'])).toBe(2);
    expect(await importCommand.run(['wordpress', FOLDER])).toBe(2);
    expect(await importCommand.run(['stackexchange'])).toBe(2);
  });
});
