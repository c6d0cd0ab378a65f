// `npm run bench:first-load`: what a first visit to each public page type costs on this machine, beside
// the goals of issue 13: compressed JavaScript fetched, largest contentful paint (Chromium, no
// throttling), Lighthouse's mobile scores, and the cold start of `npm start`. It prints figures and
// never fails: speed is measured here, not asserted in tests.
//   --quick   only the first-load bytes and LCP (no cold start, no Lighthouse)
//   --chunks  also each page's scripts, largest first
//   --reports <folder>  also keeps each page's whole Lighthouse report there (<page>.json)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBenchBrowser, measureFirstLoad } from './first-load/browser.ts';
import { lighthouseScores } from './first-load/lighthouse.ts';
import { startBenchSite } from './first-load/site.ts';
import { measureColdStarts } from './start/cold-start.ts';

interface Column {
  title: string;
  goal: string;
  meets(value: number): boolean;
}

const columns = {
  js: { title: 'JS kB', goal: '≤ 120', meets: (kB) => kB <= 120 },
  lcp: { title: 'LCP ms', goal: '< 1000', meets: (ms) => ms < 1000 },
  performance: { title: 'perf', goal: '≥ 95', meets: (score) => score >= 95 },
  accessibility: { title: 'a11y', goal: '100', meets: (score) => score === 100 },
  bestPractices: { title: 'best pr.', goal: '≥ 95', meets: (score) => score >= 95 },
  seo: { title: 'SEO', goal: '100', meets: (score) => score === 100 },
} satisfies Record<string, Column>;
type ColumnId = keyof typeof columns;

/** A figure with a mark saying whether it meets its goal (a dash when it could not be measured). */
function cell(column: Column, value: number | null): string {
  if (value === null) return '—';
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${column.meets(value) ? '✓' : '✗'}`;
}

function printTable(rows: Array<{ name: string; figures: Record<ColumnId, number | null> }>): void {
  const ids = Object.keys(columns) as ColumnId[];
  const lines = [
    ['page', ...ids.map((id) => columns[id].title)],
    ['goal', ...ids.map((id) => columns[id].goal)],
    ...rows.map(({ name, figures }) => [name, ...ids.map((id) => cell(columns[id], figures[id]))]),
  ];
  const width = (index: number) => Math.max(...lines.map((line) => line[index]?.length ?? 0));
  for (const line of lines) console.log(line.map((text, index) => text.padEnd(width(index))).join('  '));
}

const quick = process.argv.includes('--quick');
const listChunks = process.argv.includes('--chunks');
const reportsAt = process.argv.indexOf('--reports');
const reportFolder = reportsAt > 0 ? process.argv[reportsAt + 1] : undefined;
if (reportFolder) mkdirSync(reportFolder, { recursive: true });

let starts: Awaited<ReturnType<typeof measureColdStarts>> = [];
if (!quick) {
  console.log('cold start (npm start, built sources unchanged)…');
  starts = await measureColdStarts(3);
}

const { browser, debuggingPort } = await launchBenchBrowser();
const site = await startBenchSite().catch(async (error: unknown) => {
  await browser.close();
  throw error;
});
const rows = [];
const failedAudits: string[] = [];
try {
  for (const { name, url, ready } of site.pages) {
    console.log(`measuring ${name} (${url})…`);
    const load = await measureFirstLoad(browser, url, ready);
    if (listChunks) {
      for (const script of load.scripts)
        console.log(`  ${(script.bytes / 1000).toFixed(1).padStart(6)} kB  ${script.name}`);
    }
    const scores = quick
      ? null
      : await lighthouseScores(
          url,
          debuggingPort,
          reportFolder && join(reportFolder, `${name.replaceAll(' ', '-')}.json`),
        ).catch((error: Error) => {
          console.log(`  Lighthouse failed on ${name}: ${error.message}`);
          return null;
        });
    if (scores?.failed.length) failedAudits.push(`${name}: ${scores.failed.join(', ')}`);
    rows.push({
      name: `${name} (${load.scripts.length} scripts)`,
      figures: {
        js: load.scriptBytes / 1000,
        lcp: load.lcpMs === null ? null : Math.round(load.lcpMs),
        performance: scores?.performance ?? null,
        accessibility: scores?.accessibility ?? null,
        bestPractices: scores?.bestPractices ?? null,
        seo: scores?.seo ?? null,
      },
    });
  }
} finally {
  await browser.close();
  await site.stop();
}

console.log('');
printTable(rows);
if (starts.length > 0) {
  const coldStartMs = Math.min(...starts.map(({ firstPageMs }) => firstPageMs));
  const runs = starts.map(({ firstPageMs }) => firstPageMs.toFixed(0)).join(', ');
  console.log('');
  console.log(
    `cold start to the first page: ${coldStartMs.toFixed(0)} ms (best of ${runs} ms; goal < 2000) ${coldStartMs < 2000 ? '✓' : '✗'}`,
  );
}
if (failedAudits.length > 0) {
  console.log('\nLighthouse audits below 90:');
  for (const line of failedAudits) console.log(`  ${line}`);
}
