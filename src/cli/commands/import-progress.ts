import cliProgress from 'cli-progress';
import type { ImportProgress, ImportStep } from '../../server/modules/import/import-run.ts';

/** One progress bar on stderr per import step, each started when its step reports first. */
export function importProgressBars(): { onProgress: (progress: ImportProgress) => void; stop: () => void } {
  const bars = new cliProgress.MultiBar(
    {
      format: '{step} [{bar}] {value}/{total} {percentage}%',
      hideCursor: true,
      clearOnComplete: false,
      stream: process.stderr,
      // without a terminal (CI logs) the bars are drawn once at the end instead of redrawn in place
      noTTYOutput: false,
    },
    cliProgress.Presets.legacy,
  );
  const byStep = new Map<ImportStep, cliProgress.SingleBar>();
  return {
    onProgress({ step, done, total }) {
      let bar = byStep.get(step);
      if (!bar) {
        bar = bars.create(total, 0, { step: step.padEnd(9) });
        byStep.set(step, bar);
      }
      bar.setTotal(total);
      bar.update(done, { step: step.padEnd(9) });
    },
    stop: () => bars.stop(),
  };
}
