// The site under the page bench: `npm start` (production build, rebuilt first if the sources changed) on a
// seeded database, a member signed in through the API as the web app signs in, and the pages to visit.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants } from '../../../generated/constants.ts';
import { startServerProcess } from '../../support/server-process.ts';
import { sampleSeeded } from '../seed/sample.ts';
import { BENCH_PASSWORD } from '../seed/seed.ts';
import { serverPid } from './memory.ts';

export interface PageSite {
  origin: string;
  /** the server's own process, for its memory */
  pid: number;
  stop(): Promise<void>;
}

/** The seeded members are user1…userN@bench.example, all with the bench password. */
export const memberEmail = (n: number) => `user${n}@bench.example`;
/** The site's admin, made at the first start: staff post without the captcha members meet after a few writes. */
export const adminEmail = 'admin@bench.example';

/**
 * `npm start`'s own build step, run before it: on a loaded machine a rebuild can outlast the two minutes
 * the server is given to answer, and the bench times the server, not the build.
 */
export function buildSite(): void {
  const built = spawnSync(process.execPath, ['scripts/start/prepare.mjs'], { stdio: ['ignore', 2, 2] });
  if (built.status !== 0) throw new Error(`the build step of npm start failed (${built.status ?? built.signal})`);
}

export async function startPageSite(url: string): Promise<PageSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quorum-pages-'));
  const server = await startServerProcess({
    dataDir,
    viaNpm: true,
    env: {
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      AUTO_INSTALL: 'true',
      SITE_NAME: 'Bench',
      SITE_URL: 'http://127.0.0.1',
      CONTACT_EMAIL: 'bench@bench.example',
      ADMIN_NAME: 'benchadmin',
      ADMIN_PASSWORD: BENCH_PASSWORD,
      ADMIN_EMAIL: adminEmail,
    },
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (!server.origin || server.pid === undefined) {
    await stop();
    throw new Error(`the server did not start:\n${server.output()}`);
  }
  return { origin: server.origin, pid: serverPid(server.pid), stop };
}

async function signIn(origin: string, email: string, web: boolean): Promise<Response> {
  const response = await fetch(`${origin}${constants.api_prefix}/user/login/email`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(web ? { [constants.session.cookie.header]: constants.session.cookie.header_value } : {}),
    },
    body: JSON.stringify({ e_mail: email, pass: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`signing in ${email} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** The session cookie a browser would hold after signing in. */
export async function memberCookie(origin: string, email: string): Promise<string> {
  const response = await signIn(origin, email, true);
  await response.body?.cancel();
  const session = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${constants.session.cookie.name}=`));
  if (!session) throw new Error(`signing in ${email} set no ${constants.session.cookie.name} cookie`);
  return session;
}

/** A token for the API's Authorization header, as scripts and apps sign in. */
export async function memberToken(origin: string, email: string): Promise<string> {
  const envelope = (await (await signIn(origin, email, false)).json()) as { data: { access_token: string } };
  return envelope.data.access_token;
}

export interface PageTargets {
  /** question ids spread evenly over the whole site, oldest to newest */
  questionIds: string[];
  /** every listed question: writers answer them at random, seldom one they (the admin) answered already */
  allQuestionIds: string[];
  /** the largest tags */
  tags: string[];
  /** one-word tag names, which the seeded text also uses: searches of two of them find posts */
  words: string[];
}

export async function readTargets(url: string, spread: number): Promise<PageTargets> {
  const { questionIds, tags, words } = await sampleSeeded(url, { tags: 20, words: 20 });
  const step = Math.max(1, Math.floor(questionIds.length / spread));
  return {
    questionIds: questionIds.filter((_, index) => index % step === 0),
    allQuestionIds: questionIds,
    tags,
    words,
  };
}

/**
 * A question's short link answers 301 with its permalink (on the configured site address); the bench
 * measures the page, so it asks for the permalink's path on the server it started.
 */
export async function permalinkPath(origin: string, questionId: string): Promise<string> {
  const path = `${constants.base_path}/questions/${questionId}`;
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  await response.body?.cancel();
  const location = response.headers.get('location');
  if (response.status !== 301 || !location) return path;
  const target = new URL(location, origin);
  return `${target.pathname}${target.search}`;
}
