import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config/load-config.ts';
import { createDatabase } from '../../src/server/db/connect.ts';
import { seedCommunity } from './support/community.ts';
import { createScratchDatabase, type ScratchDatabase, testEngines } from './support/databases.ts';
import { answerQuestion, askQuestion } from './support/posts.ts';
import { API } from './support/questions.ts';
import { quorum } from './support/quorum-cli.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const postgres = testEngines().find((engine) => engine.name === 'postgres');

describe.skipIf(!postgres)('quorum migrate from SQLite to PostgreSQL', () => {
  let server: TestServer;
  let target: ScratchDatabase;
  let dataDir: string;
  let questionId: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'quorum-cli-migrate-'));
    server = await startTestServer({ name: 'sqlite', url: 'sqlite::memory:' }, { dataDir });
    const { asker, answerer, veteran } = await seedCommunity(server);
    questionId = await askQuestion(server, asker);
    await answerQuestion(server, answerer, questionId, 'The first answer, with `code`.');
    await answerQuestion(server, veteran, questionId);
    target = await createScratchDatabase(postgres!);
  }, 60_000);

  afterAll(async () => {
    await server.close();
    await target.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies and verifies every table, switches the config, and the site serves the same question page', async () => {
    const run = await quorum(['migrate', '--to', target.url], { dataDir, databaseUrl: server.databaseUrl });
    // the source was named by DATABASE_URL, which would outrank config.yaml: the command says so
    expect(run.stderr).toBe(
      'Note: DATABASE_URL is set and takes precedence over config.yaml; change it to the new URL.\n',
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Copied and verified \d+ tables \(\d+ rows\)/);
    expect(run.stdout).toContain('The site now uses postgres://');

    // the site started as main.ts starts it: from config.yaml in its data folder
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.database.url).toBe(target.url);
    const database = createDatabase(config.database.url);
    const migrated = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
    try {
      const page = `${API}/question/info?id=${questionId}`;
      const before = await server.app.inject({ method: 'GET', url: page });
      const after = await migrated.inject({ method: 'GET', url: page });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual(before.json());
      const answers = `${API}/answer/page?question_id=${questionId}&order=created&page=1&page_size=20`;
      expect((await migrated.inject({ method: 'GET', url: answers })).json()).toEqual(
        (await server.app.inject({ method: 'GET', url: answers })).json(),
      );
      const check = await quorum(['check'], { dataDir });
      expect(check.stdout).toContain('All checks passed.');
      expect(check.code).toBe(0);
    } finally {
      await migrated.close();
      await database.close();
    }
  }, 300_000);

  it('refuses a target that is not empty', async () => {
    const run = await quorum(['migrate', '--to', target.url], { dataDir, databaseUrl: server.databaseUrl });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^quorum migrate: The target database is not empty/);
  }, 120_000);
});
