// The benchmark of issue 5: `npm run bench -- [--url <seeded database>] [--concurrency 32] [--seconds 10]`.
// `--only <text>` measures just the calls whose name contains it; `--profile <folder>` has the server write
// its processor profiles there (one per thread, .cpuprofile, for Chrome's DevTools or speedscope). Seed
// first with `npm run bench:seed`. Starts the real server (src/server/main.ts) on the seeded database,
// measures each call with concurrent clients over real HTTP, and measures a bare Node server answering a
// fixed body in the same run as the machine's ceiling. Prints p50/p95/p99 (ms) and requests per second.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startServerProcess } from '../support/server-process.ts';
import { startCeilingServer } from './load/ceiling.ts';
import { measure, type Measurement } from './load/measure.ts';
import { Random } from './seed/random.ts';
import { sampleSeeded } from './seed/sample.ts';
import { BENCH_PASSWORD } from './seed/seed.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: `sqlite:${resolve('.tmp/bench/quorum.db')}` },
    concurrency: { type: 'string', default: '32' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string', default: '' },
    profile: { type: 'string' },
  },
});
const concurrency = Number(values.concurrency);
const seconds = Number(values.seconds);
const api = '/answer/api/v1';

/** Ids, tags and names the scenarios draw from, read from the seeded database. */
async function sample(url: string) {
  const seeded = await sampleSeeded(url, { questions: 50_000, tags: 50, words: 200, users: 200 });
  return { ...seeded, words: seeded.words.slice(0, 20), vocabulary: seeded.words };
}

const facts = await sample(values.url);
const random = new Random(7);
const dataDir = mkdtempSync(join(tmpdir(), 'quorum-bench-'));
const server = await startServerProcess({
  dataDir,
  nodeOptions: values.profile ? ['--cpu-prof', '--cpu-prof-dir', resolve(values.profile)] : [],
  env: {
    DATABASE_URL: values.url,
    LOG_LEVEL: 'warn',
    AUTO_INSTALL: 'true',
    SITE_NAME: 'Bench',
    SITE_URL: 'http://127.0.0.1',
    CONTACT_EMAIL: 'bench@bench.example',
    ADMIN_NAME: 'benchadmin',
    ADMIN_PASSWORD: BENCH_PASSWORD,
    ADMIN_EMAIL: 'admin@bench.example',
  },
});
if (!server.origin) throw new Error(`the server did not start:\n${server.output()}`);
const origin = server.origin;
// Searches are made by a signed-in member: anonymous callers meet the search captcha after a few a
// minute (answer-api-facts §1.6), which is the point of it, not something to measure.
const login = await fetch(`${origin}${api}/user/login/email`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ e_mail: 'user1@bench.example', pass: BENCH_PASSWORD }),
});
const member = { Authorization: ((await login.json()) as { data: { access_token: string } }).data.access_token };

const allScenarios: Array<{ name: string; next: () => string; headers?: Record<string, string> }> = [
  ...['newest', 'active', 'frequent', 'score', 'unanswered'].map((order) => ({
    name: `question list (${order})`,
    next: () => `${api}/question/page?order=${order}&page=${random.int(1, 5)}&page_size=20`,
  })),
  { name: 'question detail (info)', next: () => `${api}/question/info?id=${random.pick(facts.questionIds)}` },
  {
    name: 'question detail (answers)',
    next: () => `${api}/answer/page?question_id=${random.pick(facts.questionIds)}&order=score&page=1&page_size=20`,
  },
  // the sidebar's calls: a question's first view asks for its related list, worked out after it, then kept
  {
    name: 'question detail (related)',
    next: () => `${api}/question/similar/tag?question_id=${random.pick(facts.questionIds)}`,
  },
  {
    name: 'question detail (linked)',
    next: () => `${api}/question/link?question_id=${random.pick(facts.questionIds)}`,
  },
  {
    name: 'tag page',
    next: () =>
      `${api}/question/page?tag=${encodeURIComponent(random.pick(facts.tags))}&order=newest&page=1&page_size=20`,
  },
  { name: 'user page', next: () => `${api}/personal/user/info?username=${random.pick(facts.usernames)}` },
  {
    name: 'search (words)',
    next: () => `${api}/search?q=${encodeURIComponent(`${random.pick(facts.words)} ${random.pick(facts.words)}`)}`,
    headers: member,
  },
  {
    name: 'search ([tag])',
    next: () => `${api}/search?q=${encodeURIComponent(`[${random.pick(facts.tags)}]`)}`,
    headers: member,
  },
  {
    name: 'search (user:)',
    next: () => `${api}/search?q=${encodeURIComponent(`user:${random.pick(facts.usernames)}`)}`,
    headers: member,
  },
  {
    name: 'search (score:)',
    next: () => `${api}/search?q=${encodeURIComponent(`score:${random.int(5, 20)}`)}`,
    headers: member,
  },
  // searches found again are answered from the cache (search_results); these pairs, sorts and pages seldom repeat
  {
    name: 'search (words, seldom repeated)',
    next: () =>
      `${api}/search?q=${encodeURIComponent(`${random.pick(facts.vocabulary)} ${random.pick(facts.vocabulary)}`)}&order=${random.pick(['relevance', 'newest', 'active', 'score'])}&page=${random.int(1, 3)}`,
    headers: member,
  },
];
const scenarios = allScenarios.filter((scenario) => scenario.name.includes(values.only));

const rows: Array<{ name: string } & Measurement> = [];
const ceiling = await startCeilingServer(
  JSON.stringify({ code: 200, reason: 'base.success', msg: 'Success.', data: { count: 0, list: [] } }),
);
try {
  process.stderr.write(
    `measuring ${scenarios.length + 1} scenarios, ${seconds} s each, ${concurrency} concurrent clients\n`,
  );
  rows.push({
    name: 'ceiling (bare Node, fixed body)',
    ...(await measure(() => new URL('/', ceiling.origin), concurrency, seconds)),
  });
  for (const scenario of scenarios) {
    process.stderr.write(`  ${scenario.name}\n`);
    rows.push({
      name: scenario.name,
      ...(await measure(() => new URL(scenario.next(), origin), concurrency, seconds, scenario.headers)),
    });
  }
} finally {
  ceiling.server.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const format = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));
console.log(
  `\n${concurrency} concurrent clients, ${seconds} s per row, database ${values.url.replace(/:[^:@/]*@/, ':***@')}\n`,
);
console.log('| call | p50 ms | p95 ms | p99 ms | req/s | errors |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${format(row.p50)} | ${format(row.p95)} | ${format(row.p99)} | ${row.requestsPerSecond.toFixed(0)} | ${row.errors}${row.firstError ? ` (${row.firstError.slice(0, 60)})` : ''} |`,
  );
}
