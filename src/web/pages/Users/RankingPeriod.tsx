import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { constants } from '../../../../generated/constants.ts';
import { withQuery } from '../../components/question/query-links.ts';
import { useMessage } from '../../hooks/useMessage.ts';

export type RankingPeriod = (typeof constants.user_pages.ranking_periods)[number];

const { ranking_periods: periods, ranking_default_period: defaultPeriod } = constants.user_pages;

/** The period the URL asks for (`?period=`), the default one when it names none we know. */
export function periodFrom(search: URLSearchParams): RankingPeriod {
  return periods.find((period) => period === search.get('period')) ?? defaultPeriod;
}

/** Picks the period the ranking counts; the choice lives in the URL, so it can be shared and gone back to. */
export function RankingPeriodSelect({ current }: { current: RankingPeriod }) {
  const t = useMessage();
  const id = useId();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <div className="ranking-period">
      <label htmlFor={id}>{t('users_ui.ranking.period_label')}</label>
      <select
        id={id}
        value={current}
        onChange={(event) =>
          void navigate(
            withQuery(search, { period: event.target.value === defaultPeriod ? null : event.target.value }),
            {
              preventScrollReset: true,
            },
          )
        }
      >
        {periods.map((period) => (
          <option key={period} value={period}>
            {t(`users_ui.ranking.period.${period}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
