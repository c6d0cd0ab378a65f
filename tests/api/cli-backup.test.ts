import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
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
      expect(missing).toMatchObject({ code: 2 });
      expect(missing.stderr).toMatch(/^quorum restore: Cannot read the backup .*nothing\.tar\.gz: no such file/);
      const garbage = join(site.dataDir, 'garbage.tar.gz');
      writeFileSync(garbage, 'not an archive at all');
      const damaged = await quorum(['restore', garbage], site);
      expect(damaged.code).toBe(2);
      expect(damaged.stderr).toMatch(/^quorum restore: Cannot read the backup/);
      expect(existsSync(join(site.dataDir, 'config.yaml'))).toBe(false);
      const noArchive = await quorum(['restore'], site);
      expect(noArchive.code).toBe(2);
      expect(noArchive.stderr).toContain('Name the archive to restore');
      const noTarget = await quorum(['migrate'], site);
      expect(noTarget.code).toBe(2);
      expect(noTarget.stderr).toContain('Missing --to');
      for (const command of [
        ['migrate', '--to', 'oracle://nowhere'],
        ['restore', archive, '--to', 'oracle://nowhere'],
      ]) {
        const badUrl = await quorum(command, site);
        expect(badUrl.code, command[0]).toBe(2);
        expect(badUrl.stderr, command[0]).toContain('Unsupported database URL "oracle://nowhere"');
      }
      const noDump = await quorum(['import', 'stackexchange', join(site.dataDir, 'no-dump')], site);
      expect(noDump.code).toBe(2);
      expect(noDump.stderr).toMatch(/no-dump is not a folder\.\n$/);
      const badSiteUrl = await quorum(['check'], { ...site, databaseUrl: 'oracle://nowhere' });
      expect(badSiteUrl.code).toBe(2);
      expect(badSiteUrl.stderr).toContain('Unsupported database URL "oracle://nowhere"');
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

describe('a truncated archive', () => {
  it('is refused as truncated (exit 2), leaving no temporary folder and changing nothing', async () => {
    const whole = readFileSync(archive);
    const tar = gunzipSync(whole);
    const cuts = {
      'compressed stream cut in half': whole.subarray(0, whole.length / 2),
      'tar cut in the middle of its largest file': gzipSync(tar.subarray(0, middleOfLargestFile(tar))),
    };
    const scratch = await createScratchDatabase({ name: 'sqlite', url: 'sqlite::memory:' });
    const site = { dataDir: folder(), databaseUrl: scratch.url };
    try {
      for (const [name, bytes] of Object.entries(cuts)) {
        const cut = join(folder(), 'cut.tar.gz');
        writeFileSync(cut, bytes);
        const temporary = folder();
        const run = await quorum(['restore', cut], site, { TMPDIR: temporary });
        expect(run.stderr, name).toMatch(
          /^quorum restore: Cannot read the backup .*cut\.tar\.gz: the archive is truncated\n$/,
        );
        expect(run.code, name).toBe(2);
        expect(
          readdirSync(temporary).filter((entry) => entry.startsWith('quorum-restore-')),
          name,
        ).toEqual([]);
        expect(readdirSync(site.dataDir), name).toEqual([]);
      }
    } finally {
      await scratch.drop();
    }
  }, 120_000);
});

/** The offset halfway into the data of the archive's largest file (tar: 512-byte header, data padded to 512). */
function middleOfLargestFile(tar: Buffer): number {
  let middle = 0;
  let largest = -1;
  for (let header = 0; header + 512 <= tar.length && tar[header] !== 0;) {
    const size = Number.parseInt(
      tar
        .subarray(header + 124, header + 136)
        .toString('latin1')
        .trim() || '0',
      8,
    );
    if (size > largest) [largest, middle] = [size, header + 512 + Math.floor(size / 2)];
    header += 512 + Math.ceil(size / 512) * 512;
  }
  return middle;
}

async function countQuestions(): Promise<number> {
  const { count } = await server.database.db
    .selectFrom('question')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
