// `npx tsx tests/bench/page-render.ts [--rounds 200]`: how long the server takes to draw the home page and
// a question page, in process (no HTTP load, no other clients), on a small fresh SQLite site: 30 questions
// with three answers each and tags. Prints each page's p50 and mean over the rounds after a warm-up. Run
// it under `node --cpu-prof` (`node --import tsx --cpu-prof --cpu-prof-dir <folder> tests/bench/page-render.ts`)
// to see where a draw's time goes. It measures and never fails.
import { parseArgs } from 'node:util';
import { constants } from '../../generated/constants.ts';
import { builtWebRoot } from '../api/support/built-web.ts';
import { seedCommunity } from '../api/support/community.ts';
import { testEngines } from '../api/support/databases.ts';
import { answerQuestion, seedTag } from '../api/support/posts.ts';
import { ask } from '../api/support/questions.ts';
import { startTestServer } from '../api/support/test-server.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '200' } } });
const rounds = Number(values.rounds);
const warmUp = 20;

const web = builtWebRoot();
const sqlite = testEngines({})[0]!;
// over a loopback socket, as the figures in docs/performance.md were taken
const server = await startTestServer(sqlite, { dataDir: web.dataDir, webRoot: web.webRoot, listen: true });
try {
  const { asker, answerer, moderator, veteran } = await seedCommunity(server);
  const tags = ['harbours', 'lighthouses', 'tides'];
  for (const tag of tags) await seedTag(server, tag);
  let question = { id: '', url_title: '' };
  for (let n = 0; n < 30; n++) {
    question = await ask(server, asker, {
      title: `How did keepers tend lighthouse number ${n} through a winter?`,
      content: `Lamp oil, clockwork and **fog** signals at station ${n}: what did a keeper's day hold?`,
      tags: [tags[n % tags.length]!],
    });
    for (const member of [answerer, moderator, veteran])
      await answerQuestion(server, member, question.id, `${member.username}: they wound it hourly.`);
  }
  const pages = { home: '/', question: `/questions/${question.id}/${question.url_title}` };
  for (const [name, path] of Object.entries(pages)) {
    const url = `${constants.base_path}${path}`;
    const times: number[] = [];
    for (let round = 0; round < warmUp + rounds; round++) {
      const started = performance.now();
      const response = await server.fetch(url);
      const html = await response.text();
      if (response.status !== 200 || !html.includes('quorum-page-data')) throw new Error(`${path} was not drawn`);
      if (round >= warmUp) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
    console.log(`${name.padEnd(9)} p50 ${times[times.length >> 1]!.toFixed(1)} ms  mean ${mean.toFixed(1)} ms`);
  }
} finally {
  await server.close();
  web.remove();
}
