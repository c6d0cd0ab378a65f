import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../../generator/generate.ts';

const root = join(import.meta.dirname, '../../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('generated/', () => {
  it('is exactly what spec/ generates (run npm run generate after editing spec/)', async () => {
    const output = await generate({ specDir: join(root, 'spec'), rootDir: root });
    const generatedDir = join(root, 'generated');
    const stale = [...output]
      .filter(
        ([file, content]) =>
          !existsSync(join(generatedDir, file)) || readFileSync(join(generatedDir, file), 'utf8') !== content,
      )
      .map(([file]) => file);
    const extra = filesUnder(generatedDir)
      .map((file) => relative(generatedDir, file))
      .filter((file) => !output.has(file));
    expect({ stale, extra }).toEqual({ stale: [], extra: [] });
  });
});
