// Question views count people, not requests (issue 13, issue 29 item 3): a visitor's view is counted as
// their page is served, kept or drawn; a signed-in reader's when their browser asks for the question as
// them; one per viewer and question within the window; none for HEAD, the edit page or a revalidation.
// Views are counted in memory and added to the stored count in batches, by each process.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { createDatabase } from '../../src/server/db/connect.ts';
import { countViewBy, flushViews } from '../../src/server/modules/question/view-count.ts';
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

/** A browser of its own: views count one per address and browser for people not signed in. */
const browser = (name: string) => ({ 'user-agent': `views-test/${name}` });

describe.each(testEngines())('views of a server-drawn question on $name', (engine) => {
  let server: TestServer;
  let web: ReturnType<typeof builtWebRoot>;
  let community: Awaited<ReturnType<typeof seedCommunity>>;
  let reader: Member;
  let question: { id: string; url_title: string };

  beforeAll(async () => {
    web = builtWebRoot();
    server = await startTestServer(engine, { dataDir: web.dataDir, webRoot: web.webRoot });
    community = await seedCommunity(server);
    reader = community.answerer;
    await seedTag(server, 'tides');
    question = await ask(server, community.asker, { title: 'Why are there two high tides a day?', tags: ['tides'] });
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    web?.remove();
  });

  /** the stored count, once the views counted so far are written */
  const views = async () => {
    await flushViews(server.database.db, server.app.log);
    const row = await server.database.db
      .selectFrom('question')
      .select('view_count')
      .where('id', '=', question.id)
      .executeTakeFirstOrThrow();
    return Number(row.view_count);
  };
  const pageUrl = () => `${server.baseUrl}${constants.base_path}/questions/${question.id}/${question.url_title}`;
  const openPage = async (headers: Record<string, string> = {}) => {
    const response = await server.fetch(pageUrl(), { headers });
    expect(response.status).toBe(200);
    return islandOf(await response.text());
  };
  /** the question's call as the web app makes it, with the reader's cookie when they have one */
  const askInfo = async (headers: Record<string, string> = {}, query = '', method = 'GET') => {
    const response = await server.fetch(`${API}/question/info?id=${question.id}${query}`, {
      headers,
      method,
    });
    expect(response.status).toBe(200);
  };
  const cookieOf = (member: Member) => ({
    cookie: `${constants.session.cookie.name}=${member.as.headers.Authorization}`,
    [constants.session.cookie.header]: constants.session.cookie.header_value,
  });

  it("a visitor's page counts one view however often they open it, and their browser has the question already", async () => {
    const before = await views();
    const island = await openPage(browser('ada'));
    expect(island.viewer).toBeNull();
    // the browser's router starts from the route loader's question in the island: no call of its own
    const routes = Object.values(island.loaderData) as { page?: { question?: { id: string } } }[];
    expect(routes.some((data) => data.page?.question?.id === question.id)).toBe(true);
    await openPage(browser('ada'));
    await openPage(browser('ada'));
    expect(await views()).toBe(before + 1);
    // another browser is another person, even when the page it gets is the kept one
    await openPage(browser('grace'));
    expect(await views()).toBe(before + 2);
  });

  it("a signed-in reader's visit counts one view: their browser's call as them, not the server's drawing", async () => {
    const before = await views();
    const island = await openPage(cookieOf(reader));
    expect(island.viewer).toMatchObject({ username: reader.username });
    expect(await views()).toBe(before);
    // the page's answers were the visitor's, so the browser asks again as the reader
    await askInfo(cookieOf(reader));
    expect(await views()).toBe(before + 1);
    // reading it again within the window is the same person's visit
    await openPage(cookieOf(reader));
    await askInfo(cookieOf(reader));
    expect(await views()).toBe(before + 1);
  });

  it('a client sending the quiet-render header still counts a view, whatever its value', async () => {
    const header = constants.ssr.quiet_render_header;
    const before = await views();
    const members = [community.admin, community.moderator, community.newcomer, community.veteran];
    for (const [index, value] of [randomBytes(32).toString('base64url'), '', 'yes', '1'].entries()) {
      await askInfo({ ...browser(`quiet-${index}`), [header]: value });
      await askInfo({ ...cookieOf(members[index]!), [header]: value });
    }
    expect(await views()).toBe(before + 8);
    // sent with the page itself, it is not passed on to the server's own calls either
    await openPage({ ...browser('quiet-page'), [header]: randomBytes(32).toString('base64url') });
    expect(await views()).toBe(before + 9);
  });

  it('a HEAD request for the page or the question (a link checker, a preview) counts no view', async () => {
    const before = await views();
    const response = await server.fetch(pageUrl(), { method: 'HEAD', headers: browser('head') });
    expect(response.status).toBe(200);
    await askInfo(browser('head-call'), '', 'HEAD');
    expect(await views()).toBe(before);
  });

  it('the edit page and its form reading the question count no view', async () => {
    const before = await views();
    const editPage = await server.fetch(`${constants.base_path}/posts/${question.id}/edit`, {
      headers: cookieOf(community.asker),
    });
    expect(editPage.status).toBe(200);
    await askInfo(cookieOf(community.asker), '&for_edit=true');
    expect(await views()).toBe(before);
  });

  it('a browser revalidating its copy of the page (If-None-Match, answered 304) counts no view', async () => {
    const first = await server.fetch(pageUrl(), { headers: browser('revalidating') });
    const etag = first.headers.get('etag')!;
    await first.text();
    const before = await views();
    // another address and browser behind the same proxy, revalidating the proxy's copy
    const again = await server.fetch(pageUrl(), { headers: { ...browser('behind-proxy'), 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await views()).toBe(before);
  });

  it('each process adds its batch of views to the stored count, and writes what it has when it stops', async () => {
    const before = await views();
    // another process serving the same site, with its own connection and tally
    const other = createDatabase(server.databaseUrl);
    try {
      for (const name of ['one', 'two', 'three'])
        expect(await countViewBy(other.db, server.app.log, question.id, `visitor:${name}`)).toBe(true);
      expect(await countViewBy(server.database.db, server.app.log, question.id, 'visitor:four')).toBe(true);
      await flushViews(other.db, server.app.log);
      expect(await views()).toBe(before + 4);
      expect(await countViewBy(other.db, server.app.log, question.id, 'visitor:five')).toBe(true);
    } finally {
      await other.close();
    }
    expect(await views()).toBe(before + 5);
  });
});
