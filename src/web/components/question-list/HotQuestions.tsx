import { Link } from 'react-router-dom';
import type { ApiClient } from '../../../../generated/client.ts';
import { constants } from '../../../../generated/constants.ts';
import { api } from '../../app/api-client.ts';
import { useSiteInfo } from '../../app/site-context.ts';
import { Message } from '../Message.tsx';
import { CountStat } from '../question/CountStat.tsx';
import { questionPath } from '../../../shared/permalink/index.ts';
import { useApiData } from '../../hooks/useApiData.ts';

const { page_size: pageSize, in_days: inDays, order } = constants.hot_questions;

/** The sidebar's call, which the server makes before it draws a list (its page's WidgetCalls). */
export const loadHotQuestions = (client: ApiClient, signal?: AbortSignal) =>
  // The sidebar is an extra: when it fails the list still stands, without an error page.
  client.getQuestionPage(
    { query: { page: 1, page_size: pageSize, order, in_days: inDays } },
    { signal, ignore50X: true },
  );

/** The sidebar of the week's most active questions (product spec §7: 6 items, last 7 days, frequent). */
export function HotQuestions() {
  const { permalink } = useSiteInfo().site_seo;
  const hot = useApiData((signal) => loadHotQuestions(api, signal));
  return (
    <aside className="hot-questions" aria-labelledby="hot-questions-heading">
      <h2 id="hot-questions-heading">
        <Message id="questions_ui.hot.title" />
      </h2>
      {hot.status === 'loaded' &&
        (hot.data.list.length === 0 ? (
          <p className="hot-questions-empty">
            <Message id="questions_ui.hot.empty" />
          </p>
        ) : (
          <ol className="hot-questions-list">
            {hot.data.list.map((question) => (
              <li key={question.id}>
                <Link to={questionPath(permalink, question)}>{question.title}</Link>
                <CountStat count={question.answer_count} unit="questions_ui.count.answers" />
              </li>
            ))}
          </ol>
        ))}
    </aside>
  );
}
