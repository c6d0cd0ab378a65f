#!/usr/bin/env node
// Prints the test counts of a CI run: one line per test leg, then one closing line
// "tests: N passed, N failed, N skipped" that adds them up.
//
// Usage: node scripts/ci/summary.mjs KIND:LABEL:FILE ...
//   KIND vitest      FILE is a captured console log; its last "Tests  ..." summary line is read.
//   KIND playwright  FILE is the JSON reporter's output (stats, plus errors outside tests as failures).
// A missing or unreadable file means the leg did not run; it is listed and counted as nothing.
// Always exits 0: the CI script's own exit code says whether the run passed.
import { readFileSync } from 'node:fs';

// eslint-disable-next-line no-control-regex -- terminal colour codes begin with the ESC control character
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

function vitestCounts(file) {
  const lines = readFileSync(file, 'utf8').replace(ANSI, '').split('\n');
  const line = lines.reverse().find((l) => /^\s*Tests\s{2,}\d/.test(l));
  if (!line) return null;
  const count = (word) => Number(line.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped') + count('todo') };
}

function playwrightCounts(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const stats = report.stats;
  if (!stats) return null;
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    // errors outside any test (the web server did not start, a spec did not load) count as failures
    failed: (stats.unexpected ?? 0) + (report.errors?.length ?? 0),
    skipped: stats.skipped ?? 0,
  };
}

const readers = { vitest: vitestCounts, playwright: playwrightCounts };
const total = { passed: 0, failed: 0, skipped: 0 };
let legsWithResults = 0;

for (const arg of process.argv.slice(2)) {
  const [kind, label, ...rest] = arg.split(':');
  const file = rest.join(':');
  const read = readers[kind];
  if (!read || !label || !file) {
    console.log(`  (bad argument ${JSON.stringify(arg)})`);
    continue;
  }
  let counts;
  try {
    counts = read(file);
  } catch {
    counts = null;
  }
  if (!counts) {
    console.log(`  ${label} — no result (did not run or did not finish)`);
    continue;
  }
  legsWithResults += 1;
  for (const key of Object.keys(total)) total[key] += counts[key];
  console.log(`  ${label} — ${counts.passed} passed | ${counts.failed} failed | ${counts.skipped} skipped`);
}

if (legsWithResults > 0) {
  console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
}
