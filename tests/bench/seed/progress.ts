/**
 * A progress bar on stderr for long seeding runs: redrawn in place on a terminal, one line per
 * tenth elsewhere (CI logs), so a person always sees that it moves and how far it is.
 */
export class Progress {
  private done = 0;
  private lastTenth = -1;
  private readonly started = Date.now();

  constructor(
    private readonly label: string,
    private readonly total: number,
  ) {
    this.draw();
  }

  advance(count: number): void {
    this.done = Math.min(this.total, this.done + count);
    this.draw();
  }

  finish(): void {
    this.done = this.total;
    this.draw();
    if (process.stderr.isTTY) process.stderr.write('\n');
  }

  private draw(): void {
    const share = this.total === 0 ? 1 : this.done / this.total;
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    if (process.stderr.isTTY) {
      const width = 30;
      const filled = Math.round(share * width);
      process.stderr.write(
        `\r${this.label.padEnd(10)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${this.done}/${this.total} ${seconds}s`,
      );
      return;
    }
    const tenth = Math.floor(share * 10);
    if (tenth === this.lastTenth) return;
    this.lastTenth = tenth;
    process.stderr.write(`${this.label}: ${Math.round(share * 100)}% (${this.done}/${this.total}, ${seconds}s)\n`);
  }
}
