export const seriesNames = ['questions', 'answers', 'users'] as const;
export type SeriesName = (typeof seriesNames)[number];

type Counts = Record<SeriesName, number>;

interface Point {
  x: number;
  y: number;
}

const MARGIN = { left: 36, right: 8, top: 8, bottom: 22 };

/** A round top for the scale (1, 2 or 5 times a power of ten) at or above the largest count, at least 4. */
export function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value)!;
  return step * power;
}

/** Where each day's counts sit in a chart of the given size, and the scale's grid lines. */
export function chartGeometry(days: readonly Counts[], size: { width: number; height: number }) {
  const plot = {
    left: MARGIN.left,
    right: size.width - MARGIN.right,
    top: MARGIN.top,
    bottom: size.height - MARGIN.bottom,
  };
  const top = niceMax(Math.max(0, ...days.flatMap((day) => seriesNames.map((name) => day[name]))));
  const xOf = (index: number) =>
    days.length <= 1 ? plot.left : plot.left + ((plot.right - plot.left) * index) / (days.length - 1);
  const yOf = (value: number) => plot.bottom - ((plot.bottom - plot.top) * value) / top;
  const points = Object.fromEntries(
    seriesNames.map((name) => [name, days.map((day, index): Point => ({ x: xOf(index), y: yOf(day[name]) }))]),
  ) as Record<SeriesName, Point[]>;
  const gridLines = [0, top / 2, top].map((value) => ({ value, y: yOf(value) }));
  return { plot, points, gridLines };
}
