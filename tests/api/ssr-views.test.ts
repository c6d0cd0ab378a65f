// A server-drawn question page counts one view per visit, as it did when the browser alone asked for the
// question (issue 13): the visitor's page counts it as it is drawn, a signed-in reader's when their
// browser asks again as them, and no client can make a reading count none.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { PAGE_ISLAND_ID, type PageIsland } from '../../src/shared/ssr/page-island.ts';
import { builtWebRoot } from './support/built-web.ts';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { seedTag } from './support/posts.ts';
import { API, ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

function islandOf(html: string): PageIsland {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_ISLAND_ID}" nonce="[^"]+">(.*?)</script>`,
    's',
  ).exec(html);
  if (!match) throw new Error('the page was not drawn on the server');
  return JSON.parse(match[1]!) as PageIsland;
}

describe.each(testEngines())('views of a server-drawn question on $name', (engine) => {
  let server: TestServer;
  let web: ReturnType<typeof builtWebRoot>;
  let reader: Member;
  let question: { id: string; url_title: string };

  beforeAll(async () => {
    web = builtWebRoot();
    server = await startTestServer(engine, { dataDir: web.dataDir, webRoot: web.webRoot });
    const community = await seedCommunity(server);
    reader = community.answerer;
    await seedTag(server, 'tides');
    question = await ask(server, community.asker, { title: 'Why are there two high tides a day?', tags: ['tides'] });
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    web?.remove();
  });

  const views = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('question')
          .select('view_count')
          .where('id', '=', question.id)
          .executeTakeFirstOrThrow()
      ).view_count,
    );
  const pageUrl = () => `${server.baseUrl}${constants.base_path}/questions/${question.id}/${question.url_title}`;
  const openPage = async (headers: Record<string, string> = {}) => {
    const response = await fetch(pageUrl(), { headers });
    expect(response.status).toBe(200);
    return islandOf(await response.text());
  };
  /** the question's call as the web app makes it, with the reader's cookie when they have one */
  const askInfo = async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.baseUrl}${API}/question/info?id=${question.id}`, { headers });
    expect(response.status).toBe(200);
  };
  const readerCookie = () => ({
    cookie: `${constants.session.cookie.name}=${reader.as.headers.Authorization}`,
    [constants.session.cookie.header]: constants.session.cookie.header_value,
  });

  it("a visitor's page counts one view, and their browser has the question already", async () => {
    const before = await views();
    const island = await openPage();
    expect(island.viewer).toBeNull();
    // the browser's router starts from the route loader's question in the island: no call of its own
    const routes = Object.values(island.loaderData) as { page?: { question?: { id: string } } }[];
    expect(routes.some((data) => data.page?.question?.id === question.id)).toBe(true);
    expect(await views()).toBe(before + 1);
  });

  it("a signed-in reader's visit counts one view: their browser's call as them, not the server's drawing", async () => {
    const before = await views();
    const island = await openPage(readerCookie());
    expect(island.viewer).toMatchObject({ username: reader.username });
    expect(await views()).toBe(before);
    // the page's answers were the visitor's, so the browser asks again as the reader
    await askInfo(readerCookie());
    expect(await views()).toBe(before + 1);
  });

  it('a client sending the quiet-render header still counts a view, whatever its value', async () => {
    const header = constants.ssr.quiet_render_header;
    const before = await views();
    for (const value of [randomBytes(32).toString('base64url'), '', 'yes', '1']) {
      await askInfo({ [header]: value });
      await askInfo({ ...readerCookie(), [header]: value });
    }
    expect(await views()).toBe(before + 8);
    // sent with the page itself, it is not passed on to the server's own calls either
    await openPage({ [header]: randomBytes(32).toString('base64url') });
    expect(await views()).toBe(before + 9);
  });

  it('a HEAD request for the page (a link checker, a preview) counts no view', async () => {
    const before = await views();
    const response = await fetch(pageUrl(), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await views()).toBe(before);
  });
});
