// `npx tsx tests/bench/equal-time.ts [--pairs 15]`: how long the account requests that must not tell a taken
// address from a free one take, side by side: sign-in with a wrong email and with a wrong password,
// registration, a password reset and an email change with a taken and a free address. Each engine of
// testEngines (SQLite; PostgreSQL and MariaDB when TEST_PG_URL / TEST_MYSQL_URL are set) gets a fresh
// server. Pairs run back to back, alternating which side goes first, so other work on the machine slows
// both of a pair alike; it prints each side's median and the medians of the pairs' differences and ratios.
// The tests check that both sides do the same work (tests/api/support/request-work.ts); this measures and
// never fails.
import { parseArgs } from 'node:util';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { testEngines } from '../api/support/databases.ts';
import { startTestServer, type TestServer } from '../api/support/test-server.ts';
import { configureSite, forgetRateLimits, login, seedAccount } from '../api/support/user-accounts.ts';

const { values } = parseArgs({ options: { pairs: { type: 'string', default: '15' } } });
const pairs = Number(values.pairs);

/** One request of a pair, and the address its mail goes to (waited for after the request is timed). */
interface Side {
  request: () => Promise<unknown>;
  mailTo?: string;
}

interface Pair {
  name: string;
  /** the side of a taken (or known) address, then the free one's */
  taken: (round: number) => Side;
  free: (round: number) => Side;
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[numbers.length >> 1]!;

/** The pairs of requests on a site with a member (ada) and the holder of the taken address. */
async function pairsOf(server: TestServer): Promise<Pair[]> {
  await seedAccount(server, { email: 'ada@example.org', password: 'analytical engine' });
  await seedAccount(server, { email: 'holder@example.org', password: 'holder password' });
  const token = (await login(server, 'ada@example.org', 'analytical engine')).body.data.access_token as string;
  const post = (path: string, json: unknown) =>
    server.request(`/answer/api/v1/${path}`, { method: 'POST', json, headers: { Authorization: token } });
  const holder = 'holder@example.org';
  const register = (email: string) => () =>
    post('user/register/email', { name: 'Someone', e_mail: email, pass: 'a password' });
  const changeTo = (email: string) => () =>
    post('user/email/change/code', { e_mail: email, pass: 'analytical engine' });
  return [
    {
      name: 'sign-in: wrong password | wrong email',
      taken: () => ({ request: () => login(server, 'ada@example.org', 'wrong password here') }),
      free: (round) => ({ request: () => login(server, `someone-${round}@example.org`, 'wrong password here') }),
    },
    {
      name: 'registration: taken | new address',
      taken: () => ({ request: register(holder), mailTo: holder }),
      free: (round) => ({ request: register(`new-${round}@example.org`), mailTo: `new-${round}@example.org` }),
    },
    {
      name: 'password reset: known | unknown address',
      taken: () => ({ request: () => post('user/password/reset', { e_mail: holder }), mailTo: holder }),
      free: (round) => ({ request: () => post('user/password/reset', { e_mail: `stranger-${round}@example.org` }) }),
    },
    {
      name: 'email change: taken | free address',
      taken: () => ({ request: changeTo(holder), mailTo: holder }),
      free: (round) => ({ request: changeTo(`moved-${round}@example.org`), mailTo: `moved-${round}@example.org` }),
    },
  ];
}

/** The time of a side's request; its mail is waited for afterwards, so it does not slow the next one. */
async function timed(server: TestServer, smtp: TestSmtpServer, side: Side): Promise<number> {
  const started = performance.now();
  await side.request();
  const time = performance.now() - started;
  if (side.mailTo) await smtp.nextMailTo(side.mailTo);
  await forgetRateLimits(server);
  return time;
}

async function measure(server: TestServer, smtp: TestSmtpServer, pair: Pair): Promise<string> {
  const times: Array<{ taken: number; free: number }> = [];
  // round 0 warms up (the hash an unknown email is checked against is made on the first one)
  for (let round = 0; round <= pairs; round += 1) {
    const takenFirst = round % 2 === 0;
    const first = await timed(server, smtp, (takenFirst ? pair.taken : pair.free)(round));
    const second = await timed(server, smtp, (takenFirst ? pair.free : pair.taken)(round));
    if (round > 0) times.push(takenFirst ? { taken: first, free: second } : { taken: second, free: first });
  }
  const ms = (numbers: number[]) => median(numbers).toFixed(1).padStart(7);
  return [
    pair.name.padEnd(40),
    ms(times.map(({ taken }) => taken)),
    ms(times.map(({ free }) => free)),
    ms(times.map(({ taken, free }) => taken - free)),
    median(times.map(({ taken, free }) => taken / free))
      .toFixed(2)
      .padStart(6),
  ].join(' ');
}

for (const engine of testEngines()) {
  const server = await startTestServer(engine);
  const smtp = await startSmtpServer();
  try {
    await configureSite(server, smtp);
    console.log(`\n${engine.name}, ${pairs} pairs: medians in ms`);
    console.log(`${'pair (taken | free)'.padEnd(40)}   taken    free    diff  ratio`);
    for (const pair of await pairsOf(server)) console.log(await measure(server, smtp, pair));
  } finally {
    await server.close();
    await smtp.close();
  }
}
