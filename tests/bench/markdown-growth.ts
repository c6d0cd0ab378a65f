// `npx tsx tests/bench/markdown-growth.ts`: how the cost of rendering a post grows with raw HTML that never
// closes (the sources of tests/unit/shared/markdown/raw-html.test.ts), at sizes doubling from 500 repeats.
// Prints each size's render time (median of five) beside the characters its parsers read per source
// character, which the test holds flat; the time also covers what that count leaves out (regular
// expressions). Linear cost shows as a time doubling with the size. It measures and never fails.
import { renderMarkdown } from '../../src/server/render/markdown.ts';
import { charactersRead } from '../support/characters-read.ts';

const sources = {
  'in a paragraph': 'a <svg> b <!-- c <pre> d <x title="e ',
  'on lines': '<svg> b <!-- c\n<pre> d <x title="e\n<!-- f\n\n',
};
const ROUNDS = 5;

function medianRenderMs(source: string): number {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    renderMarkdown(source);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[ROUNDS >> 1]!;
}

for (const [where, unit] of Object.entries(sources)) {
  console.log(`\n${where}\n repeats  characters   render ms  reads per character`);
  for (let repeats = 500; repeats <= 16_000; repeats *= 2) {
    const source = unit.repeat(repeats);
    const reads = charactersRead(() => renderMarkdown(source)) / source.length;
    const row = [repeats, source.length].map((value) => String(value).padStart(8, ' '));
    console.log(
      `${row.join('  ')}  ${medianRenderMs(source).toFixed(1).padStart(10)}  ${reads.toFixed(1).padStart(19)}`,
    );
  }
}
