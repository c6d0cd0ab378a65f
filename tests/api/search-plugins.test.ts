import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { countRows } from '../../src/server/modules/backup/snapshot.ts';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { answerQuestion, seedTag } from './support/posts.ts';
import { API, ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const ADMIN = constants.admin_api_prefix;
const MEMORY = constants.memory_search.plugin_slug;

/**
 * The search plugin interface through its second plugin (memory search): switched on, it answers searches
 * and names itself under "Search by"; it hears of posts written while on, is filled by a re-index, and
 * never shows what readers may not see; switched off, the database search answers again.
 */
describe.each(testEngines())('search plugins on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  let tomatoes: string;

  const switchMemory = async (enabled: boolean) => {
    const response = await server.request(`${ADMIN}/plugin/status`, {
      method: 'PUT',
      json: { plugin_slug_name: MEMORY, enabled },
      ...people.admin.as,
    });
    expect(response.status).toBe(200);
  };
  const searchBy = async () => (await server.request(`${API}/search/desc`)).body.data.name as string;
  const found = async (q: string) => {
    const response = await server.request(`${API}/search?q=${encodeURIComponent(q)}&order=newest`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body.data.list as Array<{ object: { id: string } }>).map((item) => item.object.id);
  };
  const reindex = (as?: Member) => server.request(`${ADMIN}/search/reindex`, { method: 'POST', ...(as ? as.as : {}) });

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
    await seedTag(server, 'gardens');
    await seedTag(server, 'kitchens');
    tomatoes = (
      await ask(server, people.asker, {
        title: 'Why do tomatoes split?',
        content: 'After every rain.',
        tags: ['gardens'],
      })
    ).id;
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers with the database search while the memory plugin is off (its default)', async () => {
    expect(await searchBy()).toBe(constants.product_name);
    expect(await found('tomatoes')).toEqual([tomatoes]);
  });

  it('re-routes searches to the memory plugin once on: empty until re-indexed, which only admins may ask', async () => {
    await switchMemory(true);
    expect(await searchBy()).toBe(constants.memory_search.search_by_name);
    expect(await found('tomatoes')).toEqual([]);
    expect((await reindex()).status).toBe(401);
    const refused = await reindex({ ...people.asker, as: { ...people.asker.as, language: 'zh_CN' } });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(zh['base.forbidden_error']);
    expect((await reindex(people.admin)).status).toBe(200);
    expect(await found('tomatoes')).toEqual([tomatoes]);
    expect(await found('tomat')).toEqual([tomatoes]);
  });

  it('hears of every post written while on, and applies the parsed condition', async () => {
    const basil = (
      await ask(server, people.veteran, {
        title: 'Basil wilts on the windowsill',
        content: 'Even with daily water the tomatoes next to it are fine.',
        tags: ['kitchens'],
      })
    ).id;
    const answer = await answerQuestion(server, people.answerer, basil, 'Too much sun: move it away from the glass.');
    expect(await found('tomatoes')).toEqual([basil, tomatoes]);
    expect(await found('[gardens] tomatoes')).toEqual([tomatoes]);
    expect(await found(`user:${people.veteran.username} tomatoes`)).toEqual([basil]);
    expect(await found('"from the glass"')).toEqual([answer]);
    expect(await found('glass is:question')).toEqual([]);
    // a deleted question is never found, nor its answers
    await server.database.db
      .updateTable('question')
      .set({ status: constants.post_status.deleted })
      .where('id', '=', basil)
      .execute();
    expect(await found('tomatoes')).toEqual([tomatoes]);
    expect(await found('glass')).toEqual([]);
  });

  it('answers with the database search again once off', async () => {
    await switchMemory(false);
    expect(await searchBy()).toBe(constants.product_name);
    expect(await found('tomatoes')).toEqual([tomatoes]);
  });

  // a rebuild leaves every old row of the index dead; where autovacuum is off or behind, searches read past them
  it('re-indexes the database search, which still finds, and on PostgreSQL leaves its index vacuumed', async () => {
    expect((await reindex(people.admin)).status).toBe(200);
    expect(await found('tomatoes')).toEqual([tomatoes]);
    if (engine.name !== 'postgres') return;
    const { rows } = await sql<{ vacuumed: unknown }>`select last_vacuum as vacuumed from pg_stat_user_tables
      where schemaname = current_schema() and relname = 'search_index'`.execute(server.database.db);
    expect(rows.map((row) => Boolean(row.vacuumed))).toEqual([true]);
  });

  it('a re-index drops the index rows of posts whose rows are gone', async () => {
    const { db } = server.database;
    const gone = (
      await ask(server, people.asker, {
        title: 'Where did the orchard go?',
        content: 'It was here.',
        tags: ['gardens'],
      })
    ).id;
    expect(await found('orchard')).toEqual([gone]);
    await db.deleteFrom('question').where('id', '=', gone).execute();
    expect((await reindex(people.admin)).status).toBe(200);
    expect(await countRows(db, 'search_index')).toBe(
      (await countRows(db, 'question')) + (await countRows(db, 'answer')),
    );
    expect(await found('orchard')).toEqual([]);
  });
});
