import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/server/db/connect.ts';
import { writeBackup } from '../../src/server/modules/backup/write-backup.ts';
import { seedCommunity } from './support/community.ts';
import { createScratchDatabase, type TestEngine, testEngines } from './support/databases.ts';
import { answerQuestion, askQuestion } from './support/posts.ts';
import { quorum } from './support/quorum-cli.ts';
import { copiedTableNames, tableText } from './support/table-rows.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const folders: string[] = [];
function folder(): string {
  const path = mkdtempSync(join(tmpdir(), 'quorum-cli-backup-'));
  folders.push(path);
  return path;
}

let server: TestServer;
let dataDir: string;
let archive: string;
let uploadedFile: string;
let members: Awaited<ReturnType<typeof seedCommunity>>;

beforeAll(async () => {
  dataDir = folder();
  server = await startTestServer({ name: 'sqlite', url: 'sqlite::memory:' }, { dataDir });
  members = await seedCommunity(server);
  const { asker, answerer, veteran } = members;
  for (let question = 0; question < 3; question += 1) {
    const id = await askQuestion(server, asker);
    await answerQuestion(server, answerer, id, `Answer ${question}: use the «real» one ✓`);
    await answerQuestion(server, veteran, id);
  }
  const image = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('source', 'post');
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'diagram.png');
  const upload = await server.request('/answer/api/v1/file', { method: 'POST', body: form, ...asker.as });
  expect(upload.status).toBe(200);
  uploadedFile = String(upload.body.data).split('/').at(-1)!;
  archive = join(folder(), 'site.tar.gz');
  const run = await quorum(['backup', '--output', archive], { dataDir, databaseUrl: server.databaseUrl });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/^Backup written to .*site\.tar\.gz: \d+ tables, \d+ rows, 1 uploaded files/);
}, 60_000);

afterAll(async () => {
  await server.close();
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

const otherEngines = testEngines().filter((engine) => engine.name !== 'sqlite');
const restoreTargets: TestEngine[] = [{ name: 'sqlite', url: 'sqlite::memory:' }, ...otherEngines];

describe.each(restoreTargets)('a SQLite backup restored on $name', (engine) => {
  it('holds every row of every table, the uploads, and passes check', async () => {
    const scratch = await createScratchDatabase(engine);
    const restoredDir = folder();
    try {
      const run = await quorum(['restore', archive, '--to', scratch.url], { dataDir: restoredDir });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(readFileSync(join(restoredDir, 'config.yaml'), 'utf8')).toContain(scratch.url);
      const restored = createDatabase(scratch.url);
      try {
        const tables = await copiedTableNames(server.database);
        expect(await copiedTableNames(restored)).toEqual(tables);
        for (const table of tables)
          expect(await tableText(restored, table), table).toEqual(await tableText(server.database, table));
      } finally {
        await restored.close();
      }
      const uploaded = readFileSync(join(restoredDir, 'uploads', uploadedFile));
      expect(uploaded.equals(readFileSync(join(dataDir, 'uploads', uploadedFile)))).toBe(true);
      const check = await quorum(['check'], { dataDir: restoredDir });
      expect(check.stdout).toContain('All checks passed.');
      expect(check.code).toBe(0);
      const again = await quorum(['restore', archive], { dataDir: restoredDir });
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/The target database is not empty: table \w+ has rows/);
    } finally {
      await scratch.drop();
    }
  }, 120_000);
});

describe('backup while the site writes', () => {
  it('copies one moment: counters agree with rows in the restored copy', async () => {
    const { asker, answerer } = members;
    const before = await countQuestions();
    let writing = true;
    const writes = (async () => {
      while (writing) {
        const id = await askQuestion(server, asker);
        await answerQuestion(server, answerer, id);
      }
    })();
    const source = createDatabase(server.databaseUrl);
    const during = join(folder(), 'during.tar.gz');
    const manifest = await writeBackup(source, dataDir, during).finally(() => source.close());
    writing = false;
    await writes;
    const after = await countQuestions();
    const saved = manifest.tables.find((table) => table.name === 'question')!.rows;
    expect(saved).toBeGreaterThanOrEqual(before);
    expect(saved).toBeLessThanOrEqual(after);
    const scratch = await createScratchDatabase({ name: 'sqlite', url: 'sqlite::memory:' });
    try {
      const restoredDir = folder();
      expect((await quorum(['restore', during, '--to', scratch.url], { dataDir: restoredDir })).code).toBe(0);
      const check = await quorum(['check'], { dataDir: restoredDir });
      expect(check.stdout).toContain('All checks passed.');
    } finally {
      await scratch.drop();
    }
  }, 120_000);
});

describe('bad input', () => {
  it('exits non-zero with a plain message and changes nothing', async () => {
    const scratch = await createScratchDatabase({ name: 'sqlite', url: 'sqlite::memory:' });
    const site = { dataDir: folder(), databaseUrl: scratch.url };
    try {
      const missing = await quorum(['restore', join(site.dataDir, 'nothing.tar.gz')], site);
      expect(missing).toMatchObject({ code: 1 });
      expect(missing.stderr).toMatch(/^quorum restore: Cannot read the backup .*nothing\.tar\.gz: no such file/);
      const garbage = join(site.dataDir, 'garbage.tar.gz');
      writeFileSync(garbage, 'not an archive at all');
      const damaged = await quorum(['restore', garbage], site);
      expect(damaged.code).toBe(1);
      expect(damaged.stderr).toMatch(/^quorum restore: Cannot read the backup/);
      expect(existsSync(join(site.dataDir, 'config.yaml'))).toBe(false);
      const noArchive = await quorum(['restore'], site);
      expect(noArchive.code).toBe(2);
      expect(noArchive.stderr).toContain('Name the archive to restore');
      const noTarget = await quorum(['migrate'], site);
      expect(noTarget.code).toBe(2);
      expect(noTarget.stderr).toContain('Missing --to');
      const badUrl = await quorum(['migrate', '--to', 'oracle://nowhere'], site);
      expect(badUrl.code).toBe(1);
      expect(badUrl.stderr).toContain('Unsupported database URL');
      const unknown = await quorum(['backup', '--compress', 'max'], site);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain("Unknown option '--compress'");
      const commands = ['init', 'start', 'backup', 'restore', 'migrate', 'check'];
      const helps = await Promise.all(commands.map((command) => quorum([command, '--help'], site)));
      for (const [index, command] of commands.entries()) {
        expect(helps[index]!.code, command).toBe(0);
        expect(helps[index]!.stdout, command).toMatch(new RegExp(`^Usage: quorum ${command}`));
      }
    } finally {
      await scratch.drop();
    }
  }, 400_000);
});

async function countQuestions(): Promise<number> {
  const { count } = await server.database.db
    .selectFrom('question')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
