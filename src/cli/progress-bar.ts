import { Presets, SingleBar } from 'cli-progress';
import type { Progress } from '../server/modules/backup/progress.ts';

/**
 * A bar on stderr for long work; `finish` clears it. cli-progress draws nothing when stderr is not a
 * terminal, so scripts and tests see only the final lines the command prints.
 */
export function progressBar(title: string): { progress: Progress; finish(): void } {
  const bar = new SingleBar(
    { format: `${title} [{bar}] {value}/{total} {step}`, stream: process.stderr, hideCursor: true },
    Presets.shades_classic,
  );
  let started = false;
  return {
    progress(done, total, step) {
      if (!started) {
        bar.start(total, 0, { step: '' });
        started = true;
      }
      bar.update(done, { step });
    },
    finish() {
      if (started) bar.stop();
    },
  };
}
