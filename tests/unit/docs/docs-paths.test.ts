import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const documents = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)].filter((path) =>
  path.endsWith('.md'),
);
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
);

// The repository's top folders: a code span starting with one of them names a file or folder of the checkout.
const TOP_FOLDERS = ['src', 'tests', 'spec', 'generated', 'generator', 'machines', 'scripts', 'docs', 'bin', '.ci'];

/** The paths the document names in code spans, leaving out patterns (`<domain>`, `*`) and built output. */
function namedPaths(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
  return spans
    .map((span) => span.replace(/:\d+$/, '').replace(/[),.;]+$/, ''))
    .filter((span) => TOP_FOLDERS.some((folder) => span.startsWith(`${folder}/`)))
    .filter((span) => !/[<>*{}\s]|\.\.\./.test(span));
}

/** The npm scripts the document tells people to run. */
function namedScripts(text: string): string[] {
  return [...text.matchAll(/npm run (?:-s )?([a-z](?:[\w:-]*\w)?)/g)].map((match) => match[1]!);
}

describe.each(documents)('what %s names exists', (document) => {
  const text = readFileSync(join(root, document), 'utf8');

  it('every file and folder it names', () => {
    const missing = namedPaths(text).filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });

  it('every npm script it names', () => {
    const missing = namedScripts(text).filter((script) => !scripts.includes(script));
    expect(missing).toEqual([]);
  });
});
