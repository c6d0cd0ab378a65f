import { Link, useSearchParams } from 'react-router-dom';
import { constants } from '../../../../generated/constants.ts';
import type { MessageKey } from '../../../../generated/messages/index.ts';
import type { ApiClient } from '../../../../generated/client.ts';
import { api } from '../../app/api-client.ts';
import type { WidgetCalls } from '../../app/page-data.ts';
import { homePath } from '../../app/paths.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { Message } from '../../components/Message.tsx';
import { Avatar } from '../../components/question/Avatar.tsx';
import { SortTabs } from '../../components/question/SortTabs.tsx';
import { UserName } from '../../components/question/UserName.tsx';
import { useQueryData } from '../../components/question/useQueryData.ts';
import { formatCount } from '../../../shared/format/count.ts';
import '../../components/question/question.css';
import './personal/personal.css';
import { periodFrom, RankingPeriodSelect, type RankingPeriod } from './RankingPeriod.tsx';

const lists = ['reputation', 'votes', 'staff'] as const;
type RankingList = (typeof lists)[number];

const field = {
  reputation: 'users_with_the_most_reputation',
  votes: 'users_with_the_most_vote',
  staff: 'staffs',
} as const;
const tabName = (list: RankingList): MessageKey => `users_ui.ranking.tab.${list}`;

const loadRanking = (client: ApiClient, period: RankingPeriod, signal?: AbortSignal) =>
  client.getUserRanking({ query: { timeRange: period } }, { signal });

/** The ranking of the address's period (the page has no loader: its tabs and periods move within it). */
export const widgetCalls: WidgetCalls<unknown> = ({ url, api }) => [loadRanking(api, periodFrom(url.searchParams))];

/**
 * /users: who gained the most reputation and cast the most votes over a period (the highest reputation
 * over all time), and the staff, as cards.
 */
export default function Ranking() {
  const [search] = useSearchParams();
  const list = lists.find((candidate) => candidate === search.get('tab')) ?? lists[0];
  const period = periodFrom(search);
  const ranking = useQueryData(period, (signal) => loadRanking(api, period, signal));
  const days = period === 'all' ? 0 : constants.user_pages.ranking_period_days[period];
  return (
    <div className="users-ranking">
      <h1>
        <Message id="users_ui.ranking.title" />
      </h1>
      <SortTabs sorts={lists} current={list} parameter="tab" label="users_ui.ranking.tabs_label" nameOf={tabName} />
      <div className="users-ranking-intro">
        <p>
          <Message id={`users_ui.ranking.intro.${list}`} values={{ period, days }} />
        </p>
        {list !== 'staff' && <RankingPeriodSelect current={period} />}
      </div>
      {ranking.status === 'loading' && <LoadingStatus />}
      {ranking.status === 'loaded' &&
        (ranking.data[field[list]].length === 0 ? (
          <EmptyState message="users_ui.ranking.empty" next="empty_state.users">
            <Link to={homePath} className="button">
              <Message id="empty_state.browse_questions" />
            </Link>
          </EmptyState>
        ) : (
          <ul className="user-cards">
            {ranking.data[field[list]].map((user) => (
              <li key={user.username} className="user-card">
                <Avatar user={user} size="large" />
                <div>
                  <UserName user={user} />
                  <p className="user-card-figure">
                    {list === 'votes' ? (
                      <Message id="users_ui.ranking.votes" values={{ count: user.vote_count }} />
                    ) : (
                      <Message id="users_ui.ranking.reputation" values={{ count: formatCount(user.rank) }} />
                    )}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
