/** Told after each step of long work (a table copied, say), so the CLI can draw a bar. */
export type Progress = (done: number, total: number, step: string) => void;

export const noProgress: Progress = () => {};
