import { useId } from 'react';
import type { MessageKey } from '../../../../../generated/messages/index.ts';
import type { DataOf } from '../../../../../generated/operations.ts';
import { useMessage } from '../../../hooks/useMessage.ts';
import { chartGeometry, seriesNames, type SeriesName } from './chart-geometry.ts';

type Day = DataOf<'getAdminDashboard'>['info']['daily'][number];

const WIDTH = 640;
const HEIGHT = 220;
const seriesLabel: Record<SeriesName, MessageKey> = {
  questions: 'admin_dashboard.chart.questions',
  answers: 'admin_dashboard.chart.answers',
  users: 'admin_dashboard.chart.users',
};

/**
 * New questions, answers and users per day as three lines. The SVG carries a title and a description for
 * screen readers; the numbers themselves are in the table below it. Each line has its own colour (tokens
 * for both schemes in dashboard.css) and its own dash and marker, so the lines part without colour too.
 */
export function ActivityChart({ days }: { days: readonly Day[] }) {
  const t = useMessage();
  const titleId = useId();
  const descriptionId = useId();
  const geometry = chartGeometry(days, { width: WIDTH, height: HEIGHT });
  const first = days[0]?.date ?? '';
  const last = days.at(-1)?.date ?? '';
  return (
    <section className="admin-card admin-chart" aria-labelledby={`${titleId}-heading`}>
      <h2 id={`${titleId}-heading`}>{t('admin_dashboard.chart.heading', { days: days.length })}</h2>
      <ul className="chart-legend">
        {seriesNames.map((name) => (
          <li key={name} className={`chart-key chart-${name}`}>
            <svg width="28" height="10" aria-hidden="true">
              <line x1="0" y1="5" x2="28" y2="5" className="chart-line" />
            </svg>
            {t(seriesLabel[name])}
          </li>
        ))}
      </ul>
      <svg
        className="chart-svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
      >
        <title id={titleId}>{t('admin_dashboard.chart.heading', { days: days.length })}</title>
        <desc id={descriptionId}>{t('admin_dashboard.chart.description', { first, last })}</desc>
        {geometry.gridLines.map((line) => (
          <g key={line.value} className="chart-grid">
            <line x1={geometry.plot.left} x2={geometry.plot.right} y1={line.y} y2={line.y} />
            <text x={geometry.plot.left - 6} y={line.y} dominantBaseline="middle" textAnchor="end">
              {line.value}
            </text>
          </g>
        ))}
        {seriesNames.map((name) => (
          <g key={name} className={`chart-${name}`}>
            <polyline className="chart-line" points={geometry.points[name].map((p) => `${p.x},${p.y}`).join(' ')} />
          </g>
        ))}
        <g className="chart-grid">
          <text x={geometry.plot.left} y={HEIGHT - 4} textAnchor="start">
            {first}
          </text>
          <text x={geometry.plot.right} y={HEIGHT - 4} textAnchor="end">
            {last}
          </text>
        </g>
      </svg>
      <details className="chart-table">
        <summary>{t('admin_dashboard.chart.table_toggle')}</summary>
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{t('admin_dashboard.chart.description', { first, last })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin_dashboard.chart.date')}</th>
                {seriesNames.map((name) => (
                  <th key={name} scope="col" className="numeric">
                    {t(seriesLabel[name])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{day.date}</th>
                  {seriesNames.map((name) => (
                    <td key={name} className="numeric">
                      {day[name]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
