/** A problem in spec/ that stops generation; it names the file and the path inside it. */
export class SpecError extends Error {
  constructor(
    readonly file: string,
    readonly path: string,
    readonly problem: string,
  ) {
    super(`${file}${path ? ` at ${path}` : ''}: ${problem}`);
    this.name = 'SpecError';
  }
}

export function pathOf(segments: ReadonlyArray<string | number>): string {
  return segments.map(String).join('.');
}
