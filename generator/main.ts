import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SpecError } from './errors.ts';
import { generate } from './generate.ts';

const { values } = parseArgs({
  options: {
    spec: { type: 'string', default: 'spec' },
    out: { type: 'string', default: 'generated' },
    root: { type: 'string', default: '.' },
    check: { type: 'boolean', default: false },
  },
});

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

try {
  const outDir = resolve(values.out);
  const output = await generate({ specDir: resolve(values.spec), rootDir: resolve(values.root) });
  const existing = filesUnder(outDir).map((file) => relative(outDir, file));
  const stale = [...output].filter(
    ([file, content]) => !existsSync(join(outDir, file)) || readFileSync(join(outDir, file), 'utf8') !== content,
  );
  const extra = existing.filter((file) => !output.has(file));
  if (values.check) {
    if (stale.length || extra.length) {
      console.error(
        `generated/ is stale: ${[...stale.map(([file]) => file), ...extra].join(', ')}. Run npm run generate.`,
      );
      process.exit(1);
    }
    console.log('generated/ is up to date');
  } else {
    for (const file of extra) rmSync(join(outDir, file));
    for (const [file, content] of stale) {
      mkdirSync(dirname(join(outDir, file)), { recursive: true });
      writeFileSync(join(outDir, file), content);
    }
    console.log(`${values.out}/: ${output.size} files, ${stale.length} written, ${extra.length} removed`);
  }
} catch (error) {
  if (error instanceof SpecError) {
    console.error(`spec error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
