// The data a server-drawn page hands to the browser (issue 28 item 19): whatever a post holds, the page's
// HTML, read by a browser's own parser (jsdom follows the HTML standard's tokenizer), has one intact data
// script whose JSON is the post as stored, the drawn post in #root, and its title and JSON-LD unbroken.
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { PAGE_ISLAND_ID, type PageIsland } from '../../src/shared/ssr/page-island.ts';
import { builtWebRoot } from './support/built-web.ts';
import { seedCommunity } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { seedTag } from './support/posts.ts';
import { ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * What ends a script element or a comment early, the line separators that old JavaScript parsers took
 * for line ends, the patterns String.replace expands in a replacement ($' $` $& $$), and characters of
 * two to four bytes in UTF-8, so that wherever the response is cut into pieces one may fall inside one.
 */
const HOSTILE = [
  '</script><script>window.ran = 1</script>',
  '<!-- <script> </SCRIPT >',
  'line\u2028separator\u2029paragraph',
  "dollars $' $` $& $$ $1",
  'é ü 漢字 かな 한글 😀 🧭 𝄞',
].join(' ');

const TITLE = `Why does </script> break <!-- pages? $' costs $$ 漢字 😀`;

/** A body of more than 70 kB in UTF-8 (the island carries it and its HTML), within the content limit. */
const CONTENT = Array.from({ length: 440 }, (_, line) => `Line ${line}: ${HOSTILE}`).join('\n\n');

describe.each(testEngines())('the data of a server-drawn page on $name', (engine) => {
  let server: TestServer;
  let web: ReturnType<typeof builtWebRoot>;
  let question: { id: string; url_title: string };

  beforeAll(async () => {
    web = builtWebRoot();
    server = await startTestServer(engine, { dataDir: web.dataDir, webRoot: web.webRoot });
    const { asker } = await seedCommunity(server);
    await seedTag(server, 'parsing');
    question = await ask(server, asker, { title: TITLE, content: CONTENT, tags: ['parsing'] });
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    web?.remove();
  });

  it('a post with script closers, comment openers, line separators and dollar patterns arrives whole', async () => {
    expect(Buffer.byteLength(CONTENT)).toBeGreaterThan(70_000);
    expect(CONTENT.length).toBeLessThanOrEqual(constants.limits.question.content_max);
    const address = `${server.baseUrl}${constants.base_path}/questions/${question.id}/${question.url_title}`;
    const response = await server.fetch(address);
    expect(response.status).toBe(200);
    const { document } = new JSDOM(await response.text(), { url: address }).window;

    const islands = document.querySelectorAll(`script#${PAGE_ISLAND_ID}`);
    expect(islands).toHaveLength(1);
    const island = JSON.parse(islands[0]!.textContent) as PageIsland;
    const routes = Object.values(island.loaderData) as { page?: { question?: { title: string; content: string } } }[];
    const stored = routes.find((data) => data.page?.question)?.page?.question;
    expect(stored?.title).toBe(TITLE);
    expect(stored?.content).toBe(CONTENT);

    // the drawn page: one root holding the post, no script of the post's own, the title as written
    expect(document.querySelectorAll('#root')).toHaveLength(1);
    expect(document.querySelector('#root h1')?.textContent).toBe(TITLE);
    expect(document.querySelector('#root .post-body')?.textContent).toContain(HOSTILE.slice(0, 40));
    expect([...document.scripts].map((script) => script.textContent)).not.toContain('window.ran = 1');
    expect(document.title).toContain(TITLE);

    const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent) as { '@type': string; mainEntity?: { name: string } },
    );
    expect(structured.find((data) => data['@type'] === 'QAPage')?.mainEntity?.name).toBe(TITLE);
  });
});
