// The files crawlers and feed readers fetch (issue 13 item 3): robots.txt from the SEO setting, the
// sitemap index and its pages, the RSS feeds, and the favicon; each parsed by a real XML parser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { questionsSitemapXml, SitemapRanges } from '../../src/server/web/seo/sitemap.ts';
import { savePageSettings } from './support/admin-settings.ts';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { seedAnswer, seedQuestion } from './support/lifecycle-posts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { fakeWebRoot } from './support/web-root.ts';
import { childrenNamed, childText, parseXml, type XmlElement } from './support/xml-tree.ts';

const { base_path: BASE, seo } = constants;
const SITE = 'https://qa.example.org';

describe.each(testEngines())('robots, sitemaps, feeds and favicon on $name', (engine) => {
  let server: TestServer;
  let web: ReturnType<typeof fakeWebRoot>;
  let admin: Member;
  let asker: Member;
  let answerer: Member;
  const questions: string[] = [];

  const get = (path: string) => server.fetch(path, { redirect: 'manual' });
  const xml = async (path: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return { root: parseXml(await response.text()), type: response.headers.get('content-type') };
  };
  const locs = (root: XmlElement, entry: string) =>
    childrenNamed(root, entry).map((element) => childText(element, 'loc'));
  const setStatus = (id: string, values: { status?: number; show?: number }) =>
    server.database.db.updateTable('question').set(values).where('id', '=', id).execute();

  beforeAll(async () => {
    web = fakeWebRoot();
    server = await startTestServer(engine, { dataDir: web.dataDir, webRoot: web.webRoot });
    ({ admin, asker, answerer } = await seedCommunity(server));
    await savePageSettings(server, admin, 'general', {
      name: 'Q & A',
      site_url: SITE,
      contact_email: 'a@qa.example.org',
    });
    await savePageSettings(server, admin, 'seo', {
      permalink: 2,
      robots: `User-agent: *\nDisallow: ${BASE}/search\nSitemap: ${SITE}${BASE}${seo.sitemap_path}`,
    });
    for (let index = 0; index < 5; index += 1) questions.push(await seedQuestion(server, asker, ['rust']));
    await server.database.db
      .updateTable('question')
      .set({
        title: 'Lifetimes <and> & friends',
        parsed_text: '<p>Why <code>&#39;a</code> &amp; not <em>&#39;b</em>?</p>',
      })
      .where('id', '=', questions[4]!)
      .execute();
    await setStatus(questions[1]!, { status: constants.post_status.deleted });
    await setStatus(questions[2]!, { show: constants.post_show.unlisted });
    await seedAnswer(server, questions[4]!, answerer, { votes: 2 });
  });
  afterAll(async () => {
    await server?.close();
    web?.remove();
  });

  it('robots.txt is the SEO setting, at the host root', async () => {
    const response = await get('/robots.txt');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(
      `User-agent: *\nDisallow: ${BASE}/search\nSitemap: ${SITE}${BASE}${seo.sitemap_path}`,
    );
  });

  it('the sitemap index names its pages; the pages list the public questions at their permalinks', async () => {
    const index = await xml(`${BASE}${seo.sitemap_path}`);
    expect(index.type).toMatch(/^application\/xml/);
    expect(index.root.name).toBe('sitemapindex');
    expect(index.root.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(locs(index.root, 'sitemap')).toEqual([0, 1].map((page) => `${SITE}${BASE}${seo.sitemap_page_path}/${page}`));

    const listings = await xml(`${BASE}${seo.sitemap_page_path}/0`);
    expect(locs(listings.root, 'url')).toContain(`${SITE}${BASE}/questions`);
    const page = await xml(`${BASE}${seo.sitemap_page_path}/1`);
    expect(page.root.name).toBe('urlset');
    const urls = childrenNamed(page.root, 'url');
    expect(urls.map((url) => childText(url, 'loc'))).toEqual(
      [0, 3, 4].map((index) => `${SITE}${BASE}/questions/${questions[index]}`),
    );
    for (const url of urls) expect(Number.isNaN(Date.parse(childText(url, 'lastmod')!))).toBe(false);
    for (const path of ['2', '-1', 'x', '99999999999'])
      expect((await get(`${BASE}${seo.sitemap_page_path}/${path}`)).status, path).toBe(404);
  });

  it('sitemap ranges grow by new pages only, each at most the page size, whatever is hidden', async () => {
    const ranges = new SitemapRanges(2, 0);
    const starts = await ranges.starts(server.database.db);
    // five questions, two ids per range: three ranges, the first from the start
    expect(starts).toHaveLength(3);
    expect(starts[0]).toBe('0');
    expect(starts.slice(1)).toEqual([questions[2], questions[4]]);
    await seedQuestion(server, asker);
    const seventh = await seedQuestion(server, asker);
    expect(await ranges.starts(server.database.db)).toEqual([...starts, seventh]);
    // every range's page lists at most two questions
    const all = await ranges.starts(server.database.db);
    for (const [index, from] of all.entries()) {
      const page = parseXml(
        await questionsSitemapXml(server.database.db, { from, below: all[index + 1] }, 2, (path) => path),
      );
      expect(childrenNamed(page, 'url').length).toBeLessThanOrEqual(2);
    }
  });

  it('the newest-questions feed is valid RSS with the public questions, newest first, text escaped', async () => {
    const feed = await xml(`${BASE}${seo.feed_paths.newest}`);
    expect(feed.type).toMatch(/^application\/rss\+xml/);
    expect(feed.root.name).toBe('rss');
    const channel = childrenNamed(feed.root, 'channel')[0]!;
    expect(childText(channel, 'title')).toBe('Newest questions - Q & A');
    const items = childrenNamed(channel, 'item');
    const links = items.map((item) => childText(item, 'link'));
    expect(links).not.toContain(`${SITE}${BASE}/questions/${questions[1]}`);
    expect(links).not.toContain(`${SITE}${BASE}/questions/${questions[2]}`);
    const hard = items.find((item) => childText(item, 'link') === `${SITE}${BASE}/questions/${questions[4]}`)!;
    expect(childText(hard, 'title')).toBe('Lifetimes <and> & friends');
    expect(childText(hard, 'description')).toBe("Why 'a & not 'b?");
    expect(childText(hard, 'dc:creator')).toBe('asker-amy');
    expect(Number.isNaN(Date.parse(childText(hard, 'pubDate')!))).toBe(false);
  });

  it("a tag's feed and a question's answers feed; unknown or hidden ones are 404", async () => {
    const tag = await xml(`${BASE}${seo.feed_paths.tag}/rust`);
    const channel = childrenNamed(tag.root, 'channel')[0]!;
    expect(childText(channel, 'title')).toBe('Questions tagged rust - Q & A');
    expect(childrenNamed(channel, 'item').length).toBe(3);

    const answers = await xml(`${BASE}${seo.feed_paths.answers}/${questions[4]}`);
    const answerItems = childrenNamed(childrenNamed(answers.root, 'channel')[0]!, 'item');
    expect(answerItems.map((item) => childText(item, 'description'))).toEqual(['This.']);
    expect(childText(answerItems[0]!, 'dc:creator')).toBe('answerer-bo');

    for (const path of [
      `${seo.feed_paths.tag}/no-such-tag`,
      `${seo.feed_paths.answers}/${questions[1]}`,
      `${seo.feed_paths.answers}/${questions[2]}`,
      `${seo.feed_paths.answers}/nonsense`,
    ])
      expect((await get(`${BASE}${path}`)).status, path).toBe(404);
  });

  it('a login-required site offers no sitemap or feed', async () => {
    await savePageSettings(server, admin, 'login', { login_required: true });
    try {
      for (const path of [
        seo.sitemap_path,
        `${seo.sitemap_page_path}/1`,
        seo.feed_paths.newest,
        `${seo.feed_paths.tag}/rust`,
      ])
        expect((await get(`${BASE}${path}`)).status, path).toBe(404);
    } finally {
      await savePageSettings(server, admin, 'login', { login_required: false });
    }
  });

  it('/favicon.ico: a default icon, then the branding favicon once set', async () => {
    const fallback = await get(seo.favicon_path);
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(parseXml(await fallback.text()).name).toBe('svg');
    await savePageSettings(server, admin, 'branding', { favicon: 'https://cdn.example.org/icon.png' });
    const chosen = await get(seo.favicon_path);
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get('location')).toBe('https://cdn.example.org/icon.png');
  });
});
