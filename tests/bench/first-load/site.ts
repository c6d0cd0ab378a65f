// The site the first-load bench measures: `npm start` (built web app, compiled server) on a fresh SQLite
// site installed through the install API at its own address (question pages redirect to the permalink on
// the site URL), with a few questions, a code block, an answer and tags made through
// the API as people would make them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants } from '../../../generated/constants.ts';
import { installSite } from '../../e2e/support/installed-site.ts';
import { startServerProcess } from '../../support/server-process.ts';

const root = join(import.meta.dirname, '../../..');

export interface BenchPage {
  name: string;
  url: string;
  /** a text the page shows once its own content is there (and not before, on the boot screen) */
  ready: string;
}

export interface BenchSite {
  pages: BenchPage[];
  stop(): Promise<void>;
}

const admin = { name: 'bench keeper', email: 'keeper@bench.example', password: 'a long enough password' };

const questionTitle = 'How do I read a large file line by line in Node?';
const questionWithCode = [
  'Reading a file line by line keeps memory flat even for large logs. Is this the idiomatic way?',
  '',
  '```typescript',
  "import { createReadStream } from 'node:fs';",
  "import { createInterface } from 'node:readline';",
  '',
  'for await (const line of createInterface({ input: createReadStream(path) })) {',
  '  if (line.includes(needle)) console.log(line);',
  '}',
  '```',
].join('\n');

/**
 * Where a page's link leads: a question's short link answers 301 to its permalink (with the title's slug),
 * and the bench measures the page, not the redirect before it.
 */
async function canonical(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' });
  await response.body?.cancel();
  const location = response.status === 301 ? response.headers.get('location') : null;
  return location ? new URL(location, url).href : url;
}

/** Starts the site and fills it; `pages` are the public page types the bench visits. */
export async function startBenchSite(): Promise<BenchSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quorum-first-load-'));
  const server = await startServerProcess({ dataDir, cwd: root, viaNpm: true, env: { LOG_LEVEL: 'warn' } });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (!server.origin) throw new Error(`the server did not start:\n${server.output()}`);
    const origin = server.origin;
    await installSite(origin, admin, 'First Load');
    let token = '';
    async function call<T>(method: string, path: string, body: unknown): Promise<T> {
      const response = await fetch(`${origin}${constants.api_prefix}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: token },
        body: JSON.stringify(body),
      });
      const envelope = (await response.json()) as { code: number; msg: string; data: T };
      if (envelope.code !== 200) throw new Error(`${method} ${path} refused (${envelope.code}): ${envelope.msg}`);
      return envelope.data;
    }
    const signedIn = await call<{ access_token: string; username: string }>('POST', '/user/login/email', {
      e_mail: admin.email,
      pass: admin.password,
    });
    token = signedIn.access_token;
    const tag = { slug_name: 'streams', display_name: 'streams' };
    const asked = await call<{ id: string }>('POST', '/question', {
      title: questionTitle,
      content: questionWithCode,
      tags: [tag, { slug_name: 'node', display_name: 'node' }],
    });
    await call('POST', '/answer', {
      question_id: asked.id,
      content: 'Yes: `readline` over a read stream reads in chunks, so memory stays flat whatever the size.',
    });
    for (const title of ['Why does my stream end before the last chunk?', 'Can a stream be read twice?']) {
      await call('POST', '/question', { title, content: `${title} The details are in the logs below.`, tags: [tag] });
    }
    const at = (path: string) => `${origin}${constants.base_path}${path}`;
    return {
      pages: [
        { name: 'home', url: at('/'), ready: questionTitle },
        { name: 'question', url: await canonical(at(`/questions/${asked.id}`)), ready: 'readline' },
        { name: 'tag', url: at(`/tags/${tag.slug_name}`), ready: questionTitle },
        { name: 'tag list', url: at('/tags'), ready: 'streams' },
        { name: 'user', url: at(`/users/${signedIn.username}`), ready: admin.name },
        { name: 'search', url: at('/search?q=stream'), ready: questionTitle },
      ],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
