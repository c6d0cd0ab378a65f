// Issue 29 item 1: related questions are worked out off the page view and kept by question, so a view
// reads them by id; a question hidden or deleted since never shows, and an edit brings a new list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { createDatabase } from '../../src/server/db/connect.ts';
import { relatedByTag } from '../../src/server/modules/question/similar.ts';
import { seedCommunity } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { seedTag } from './support/posts.ts';
import { API, ask } from './support/questions.ts';
import { relatedAfterRefresh } from './support/related.ts';
import { StatementRecorder } from './support/statement-recorder.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe.each(testEngines())('related questions on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  const recorder = new StatementRecorder();
  const ids: Record<string, string> = {};
  const nameOf = (id: string) => Object.entries(ids).find(([, known]) => known === id)?.[0] ?? id;
  const names = (response: { body: { data: { list: Array<{ id: string }> } } }) =>
    response.body.data.list.map((item) => nameOf(item.id));
  const view = (name: string) => server.request(`${API}/question/similar/tag?question_id=${ids[name]}`);

  beforeAll(async () => {
    server = await startTestServer(engine, { plugins: [recorder] });
    people = await seedCommunity(server);
    for (const slug of ['lighthouses', 'bread']) await seedTag(server, slug);
    const questions: Array<[string, string, string, string]> = [
      ['lamp', 'How were lighthouse lamps kept turning?', 'The clockwork of a lighthouse lamp.', 'lighthouses'],
      ['keeper', 'What did a lighthouse keeper wind each night?', 'The lamp clockwork, by hand.', 'lighthouses'],
      ['fog', 'Which lighthouse fog signals used compressed air?', 'Fog horns at the lighthouse.', 'lighthouses'],
      ['sourdough', 'Why does my sourdough bread not rise?', 'The starter bubbles but the loaf stays flat.', 'bread'],
    ];
    for (const [name, title, content, tag] of questions)
      ids[name] = (await ask(server, people.asker, { title, content, tags: [tag] })).id;
  });
  afterAll(() => server?.close());

  it('a first view is answered at once from what is kept, and the next one has the list worked out after it', async () => {
    const first = await view('lamp');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ count: 0, list: [] });
    const next = await relatedAfterRefresh(server, ids.lamp!);
    expect(names(next)).toEqual(expect.arrayContaining(['keeper', 'fog']));
    expect(names(next)).not.toContain('lamp');
    expect(names(next)).not.toContain('sourdough');
    expect(next.body.data.count).toBe(next.body.data.list.length);
  });

  it('a view reads the kept list and the questions in it by id, and no search index', async () => {
    await relatedAfterRefresh(server, ids.lamp!);
    const statements = await recorder.during(() => view('lamp'));
    const texts = statements.map(
      (statement) => server.database.db.getExecutor().compileQuery(statement.node, statement.queryId).sql,
    );
    expect(texts.some((text) => text.includes('question_related'))).toBe(true);
    expect(texts.filter((text) => /search_/.test(text))).toEqual([]);
  });

  it('never shows a question hidden or deleted since the list was worked out', async () => {
    const before = names(await relatedAfterRefresh(server, ids.lamp!));
    expect(before).toEqual(expect.arrayContaining(['keeper', 'fog']));
    const { db } = server.database;
    await db
      .updateTable('question')
      .set({ show: constants.post_show.unlisted })
      .where('id', '=', ids.keeper!)
      .execute();
    await db
      .updateTable('question')
      .set({ status: constants.post_status.deleted })
      .where('id', '=', ids.fog!)
      .execute();
    const after = names(await view('lamp'));
    expect(after).not.toContain('keeper');
    expect(after).not.toContain('fog');
    await db.updateTable('question').set({ show: constants.post_show.listed }).where('id', '=', ids.keeper!).execute();
    await db.updateTable('question').set({ status: constants.post_status.normal }).where('id', '=', ids.fog!).execute();
    expect(names(await view('lamp'))).toEqual(expect.arrayContaining(['keeper', 'fog']));
  });

  it("an edit of the question's text and tags brings a list for what it now asks", async () => {
    expect(names(await relatedAfterRefresh(server, ids.sourdough!))).not.toContain('keeper');
    const edited = await server.request(`${API}/question`, {
      method: 'PUT',
      json: {
        id: ids.sourdough,
        title: 'Did a lighthouse keeper bake bread while winding the lamp clockwork?',
        content: 'The keeper of a lighthouse wound the clockwork and baked bread.',
        tags: [{ slug_name: 'lighthouses' }],
        edit_summary: 'about lighthouses now',
      },
      ...people.asker.as,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(names(await relatedAfterRefresh(server, ids.sourdough!))).toContain('keeper');
  });

  it('another process serving the same site reads the list kept by this one', async () => {
    await relatedAfterRefresh(server, ids.lamp!);
    const other = createDatabase(server.databaseUrl);
    try {
      const question = await other.db
        .selectFrom('question')
        .selectAll()
        .where('id', '=', ids.lamp!)
        .executeTakeFirstOrThrow();
      const seen = await relatedByTag(other.db, question);
      expect(seen.list.map((item) => nameOf(item.id))).toEqual(expect.arrayContaining(['keeper', 'fog']));
    } finally {
      await other.close();
    }
  });

  it('linked questions: either direction, newest first, counted and paged, hidden ones left out', async () => {
    const linking = async (title: string) =>
      (
        await ask(server, people.asker, {
          title,
          content: `See /answer/questions/${ids.lamp}/lamp for the lamp.`,
          tags: ['bread'],
        })
      ).id;
    ids.older = await linking('An older question pointing at the lamp one');
    ids.newer = await linking('A newer question pointing at the lamp one');
    const linked = (name: string, query = '') =>
      server.request(`${API}/question/link?question_id=${ids[name]}${query}`);
    const all = await linked('lamp');
    expect(all.body.data.count).toBe(2);
    expect(names(all)).toEqual(['newer', 'older']);
    const second = await linked('lamp', '&page=2&page_size=1');
    expect(second.body.data).toMatchObject({ count: 2 });
    expect(names(second)).toEqual(['older']);
    expect(names(await linked('older'))).toEqual(['lamp']);
    const { db } = server.database;
    await db.updateTable('question').set({ show: constants.post_show.unlisted }).where('id', '=', ids.newer!).execute();
    const hidden = await linked('lamp');
    expect(hidden.body.data.count).toBe(1);
    expect(names(hidden)).toEqual(['older']);
  });
});
