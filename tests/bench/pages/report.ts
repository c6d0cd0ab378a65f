import type { Measurement } from '../load/measure.ts';
import type { ResidentMemory } from './memory.ts';

export interface PageRow {
  page: string;
  role: 'visitor' | 'member';
  clients: number;
  measurement: Measurement;
  /** pages/s as a share of the ceiling's rate at the same number of clients, in the same run */
  share: number;
}

export interface ReadsDuringWriters {
  readers: number;
  writers: number;
  alone: Measurement;
  withWriters: Measurement;
  answers: number;
  writeErrors: number;
  firstWriteError: string | null;
}

export interface SizeResult {
  questions: number;
  database: string;
  seedSeconds: number | null;
  ceilings: Map<number, Measurement>;
  /** the size of the page the ceiling answers, uncompressed */
  ceilingKb: number;
  rows: PageRow[];
  /** the reads during writers, the error that stopped them, or null when not asked for */
  reads: ReadsDuringWriters | string | null;
  memory: { afterStart: ResidentMemory; afterRuns: ResidentMemory };
  /** the machine's one-minute load average before and after the runs: the ceiling moves with it */
  load: [number, number];
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));
const percent = (share: number) => `${(share * 100).toFixed(share < 0.01 ? 3 : 1)} %`;
const errors = (measurement: Measurement) =>
  `${measurement.errors}${measurement.firstError ? ` (${measurement.firstError.slice(0, 60).replace(/\s+/g, ' ')})` : ''}`;

export function printSize(result: SizeResult): void {
  const seeded = result.seedSeconds === null ? 'reused' : `seeded in ${result.seedSeconds.toFixed(0)} s`;
  const [before, after] = result.load.map((value) => value.toFixed(1));
  console.log(`\n${result.questions} questions (${result.database}, ${seeded}; load average ${before} → ${after})\n`);
  console.log('| page | reader | clients | p50 ms | p95 ms | p99 ms | pages/s | share of ceiling | errors |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [clients, ceiling] of result.ceilings) {
    console.log(
      `| ceiling (bare Node, a question page's ${result.ceilingKb.toFixed(0)} kB of HTML, sent compressed with brotli) | – | ${clients} | ${ms(ceiling.p50)} | ${ms(ceiling.p95)} | ${ms(ceiling.p99)} | ${ceiling.requestsPerSecond.toFixed(0)} | 100 % | ${errors(ceiling)} |`,
    );
  }
  for (const row of result.rows) {
    const m = row.measurement;
    console.log(
      `| ${row.page} | ${row.role} | ${row.clients} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${m.requestsPerSecond.toFixed(1)} | ${percent(row.share)} | ${errors(m)} |`,
    );
  }
  if (typeof result.reads === 'string') console.log(`\nReads during writers: not measured, ${result.reads}`);
  else if (result.reads) {
    const { alone, withWriters, readers, writers } = result.reads;
    console.log(
      `\nReads during ${writers} writers (${readers} visitors alternating home and question pages): ${withWriters.requestsPerSecond.toFixed(1)} pages/s against ${alone.requestsPerSecond.toFixed(1)} without writers = ${percent(withWriters.requestsPerSecond / alone.requestsPerSecond)}; slowest read ${ms(withWriters.max)} ms (${ms(alone.max)} ms without); p99 ${ms(withWriters.p99)} ms; ${result.reads.answers} answers posted, ${result.reads.writeErrors} refused${result.reads.firstWriteError ? ` (${result.reads.firstWriteError.slice(0, 80)})` : ''}; read errors ${errors(withWriters)}`,
    );
  }
  const { afterStart, afterRuns } = result.memory;
  const mb = (memory: ResidentMemory) =>
    `${memory.rssMb.toFixed(0)} MB (${memory.anonymousMb.toFixed(0)} its own, ${memory.filesMb.toFixed(0)} files)`;
  console.log(
    `Server resident memory: ${mb(afterStart)} after start, ${mb(afterRuns)} after the runs (peak ${afterRuns.peakMb.toFixed(0)} MB)`,
  );
}

/** Per page and reader: how much slower one client's median page and how much lower the 32-client rate got. */
export function printGrowth(small: SizeResult, large: SizeResult): void {
  console.log(`\nGrowth from ${small.questions} to ${large.questions} questions (×, 1.0 = no growth)\n`);
  console.log('| page | reader | p50 at the fewest clients | pages/s at the most clients (small ÷ large) |');
  console.log('|---|---|---:|---:|');
  const fewest = Math.min(...small.rows.map((row) => row.clients));
  const most = Math.max(...small.rows.map((row) => row.clients));
  const find = (result: SizeResult, page: string, role: string, clients: number) =>
    result.rows.find((row) => row.page === page && row.role === role && row.clients === clients)?.measurement;
  const seen = new Set<string>();
  for (const { page, role } of small.rows) {
    if (seen.has(`${page}/${role}`)) continue;
    seen.add(`${page}/${role}`);
    const [a1, b1] = [find(small, page, role, fewest), find(large, page, role, fewest)];
    const [aN, bN] = [find(small, page, role, most), find(large, page, role, most)];
    const latency = a1 && b1 ? `×${(b1.p50 / a1.p50).toFixed(2)}` : '–';
    const rate = aN && bN ? `×${(aN.requestsPerSecond / bN.requestsPerSecond).toFixed(2)}` : '–';
    console.log(`| ${page} | ${role} | ${latency} | ${rate} |`);
  }
}
