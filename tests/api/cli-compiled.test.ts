import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { quorum } from './support/quorum-cli.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'quorum-cli-compiled-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The process fails as soon as it resolves a TypeScript module: the CLI must run as compiled JavaScript,
// which is what lets `quorum --help` answer without loading a TypeScript loader and the server's sources.
const withoutTypeScript = {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${resolve('tests/fixtures/cli/refuse-typescript.mjs')}`,
};

describe('the quorum command', () => {
  it("runs compiled JavaScript: the overview, a command's help, and a command, without loading TypeScript", async () => {
    const overview = await quorum(['--help'], { dataDir }, withoutTypeScript);
    expect(overview.stderr).toBe('');
    expect(overview.stdout).toMatch(/^Usage: quorum <command> \[options\]\n\nCommands:\n {2}init /);
    expect(overview.code).toBe(0);
    const help = await quorum(['restore', '--help'], { dataDir }, withoutTypeScript);
    expect(help.stdout).toMatch(/^Usage: quorum restore <archive\.tar\.gz>/);
    expect(help.code).toBe(0);
    const missing = await quorum(['restore', join(dataDir, 'nothing.tar.gz')], { dataDir }, withoutTypeScript);
    expect(missing.stderr).toMatch(/^quorum restore: Cannot read the backup .*nothing\.tar\.gz: no such file\n$/);
    expect(missing.code).toBe(2);
  }, 120_000);
});
