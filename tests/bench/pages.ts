// The page benchmark of issue 29: `npm run bench:pages -- [--url <base>] [--sizes 10000,100000] [--only question]
// [--clients 1,32] [--seconds 5] [--writers 8] [--readers 8]`. For each size it takes the seeded database of
// that size (seeding one first when there is none: see pages/seeded.ts), starts the site with `npm start`
// (production build) and a bare Node server answering a question page's HTML beside it as the machine's
// ceiling, and measures the server-drawn pages over HTTP for visitors and for a signed-in member (the session
// cookie of an API sign-in). Then the reads of home and question pages while writers post answers, and the
// server's resident memory. Prints tables (and the growth between the sizes); never fails on a figure.
import { loadavg } from 'node:os';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { parseArgs } from 'node:util';
import { constants } from '../../generated/constants.ts';
import { startCeilingServer } from './load/ceiling.ts';
import { measure, type Measurement } from './load/measure.ts';
import { residentMemory } from './pages/memory.ts';
import { printGrowth, printSize, type PageRow, type ReadsDuringWriters, type SizeResult } from './pages/report.ts';
import { seededDatabase } from './pages/seeded.ts';
import {
  adminEmail,
  buildSite,
  memberCookie,
  memberEmail,
  memberToken,
  permalinkPath,
  readTargets,
  startPageSite,
  type PageSite,
} from './pages/site.ts';
import { postAnswersUntil } from './pages/writers.ts';
import { Random } from './seed/random.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    sizes: { type: 'string', default: '10000,100000' },
    only: { type: 'string', default: '' },
    clients: { type: 'string', default: '1,32' },
    seconds: { type: 'string', default: '5' },
    writers: { type: 'string', default: '8' },
    readers: { type: 'string', default: '8' },
    spread: { type: 'string', default: '200' },
  },
});
const numbers = (list: string) => list.split(',').map(Number);
const sizes = numbers(values.sizes);
const clientCounts = numbers(values.clients);
const seconds = Number(values.seconds);
const writerCount = Number(values.writers);
const readerCount = Number(values.readers);
for (const value of [...sizes, ...clientCounts, seconds, readerCount])
  if (!(value > 0)) throw new Error('--sizes, --clients, --seconds and --readers take positive numbers');

// Browsers ask for compressed pages, and compressing is part of what a page costs the server.
const browser = { 'Accept-Encoding': 'br, gzip' };
const log = (line: string) => process.stderr.write(`${line}\n`);

async function measureSize(questions: number): Promise<SizeResult> {
  log(`${questions} questions: finding or seeding the database`);
  const { url, seedSeconds } = await seededDatabase(values.url, questions);
  if (seedSeconds !== null) log(`  seeded in ${seedSeconds.toFixed(1)} s`);
  const targets = await readTargets(url, Number(values.spread));
  log('  starting the site (npm start)');
  const site: PageSite = await startPageSite(url);
  try {
    return await measureSite(site, questions, url, seedSeconds, targets);
  } finally {
    await site.stop();
  }
}

async function measureSite(
  site: PageSite,
  questions: number,
  url: string,
  seedSeconds: number | null,
  targets: Awaited<ReturnType<typeof readTargets>>,
): Promise<SizeResult> {
  const { origin } = site;
  const loadBefore = loadavg()[0]!;
  const afterStart = residentMemory(site.pid);
  const base = constants.base_path;
  const questionPaths = await Promise.all(targets.questionIds.map((id) => permalinkPath(origin, id)));
  const random = new Random(questions);
  const pages = [
    { name: 'question', next: () => random.pick(questionPaths) },
    { name: 'home', next: () => `${base}/` },
    { name: 'tag', next: () => `${base}/tags/${encodeURIComponent(random.pick(targets.tags))}` },
    { name: 'tags list', next: () => `${base}/tags` },
    // Visitors meet the search captcha after a few searches a minute from one address (constants
    // captcha.actions), and then get the app's shell rather than drawn results: members only.
    {
      name: 'search',
      membersOnly: true,
      next: () =>
        `${base}/search?q=${encodeURIComponent(`${random.pick(targets.words)} ${random.pick(targets.words)}`)}`,
    },
  ].filter((page) => page.name.includes(values.only));
  const member = { ...browser, Cookie: await memberCookie(origin, memberEmail(1)) };
  const readers = { visitor: browser, member };

  const ceilingBody = await (await fetch(`${origin}${questionPaths[0]}`)).text();
  // the page as browsers get it from the page cache: compressed once, sent as it is
  const compressed = brotliCompressSync(ceilingBody, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: constants.page_cache.brotli_quality },
  });
  const ceiling = await startCeilingServer(compressed, 'text/html; charset=utf-8', { 'Content-Encoding': 'br' });
  const ceilings = new Map<number, Measurement>();
  const rows: PageRow[] = [];
  try {
    for (const clients of clientCounts) {
      log(`  ${clients} client(s): ceiling`);
      const top = await measure(() => new URL('/', ceiling.origin), clients, seconds);
      ceilings.set(clients, top);
      for (const page of pages)
        for (const [role, headers] of Object.entries(readers) as Array<[PageRow['role'], Record<string, string>]>) {
          if (role === 'visitor' && 'membersOnly' in page) continue;
          log(`  ${clients} client(s): ${page.name}, ${role}`);
          const measurement = await measure(() => new URL(page.next(), origin), clients, seconds, headers);
          rows.push({
            page: page.name,
            role,
            clients,
            measurement,
            share: measurement.requestsPerSecond / top.requestsPerSecond,
          });
        }
    }
  } finally {
    ceiling.server.close();
  }
  // a failure here is reported with the figures already measured rather than losing them
  const reads =
    writerCount > 0
      ? await readsDuringWriters(origin, questionPaths, targets.allQuestionIds).catch((error: unknown) => String(error))
      : null;
  const after = residentMemory(site.pid);
  return {
    questions,
    database: url.replace(/:[^:@/]*@/, ':***@'),
    seedSeconds,
    ceilings,
    ceilingKb: Buffer.byteLength(ceilingBody) / 1024,
    rows,
    reads,
    memory: { afterStart, afterRuns: after },
    load: [loadBefore, loadavg()[0]!],
  };
}

/** Visitors reading home and question pages by turns, alone and then while writers post answers. */
async function readsDuringWriters(
  origin: string,
  questionPaths: string[],
  questionIds: string[],
): Promise<ReadsDuringWriters> {
  const random = new Random(8);
  let turn = 0;
  const next = () => new URL(turn++ % 2 === 0 ? `${constants.base_path}/` : random.pick(questionPaths), origin);
  log(`  reads of ${readerCount} visitors alone`);
  const alone = await measure(next, readerCount, seconds, browser);
  // the admin's session for every writer: members meet the captcha after a few answers (constants
  // captcha.actions), and so does a burst of sign-ins from one address
  const token = await memberToken(origin, adminEmail);
  const tokens = Array.from({ length: writerCount }, () => token);
  log(`  reads of ${readerCount} visitors while ${writerCount} sessions post answers`);
  const writing = postAnswersUntil(origin, tokens, questionIds, performance.now() + seconds * 1000);
  const withWriters = await measure(next, readerCount, seconds, browser);
  const tally = await writing;
  return {
    readers: readerCount,
    writers: writerCount,
    alone,
    withWriters,
    answers: tally.answers,
    writeErrors: tally.errors,
    firstWriteError: tally.firstError,
  };
}

log('building the site if its sources changed (npm start does the same)');
buildSite();
const results: SizeResult[] = [];
for (const questions of sizes) {
  const result = await measureSize(questions);
  results.push(result);
  printSize(result);
}
if (results.length > 1) printGrowth(results[0]!, results[results.length - 1]!);
