import type { ApiClient } from '../../../../../generated/client.ts';
import { api } from '../../../app/api-client.ts';
import { CommentRows, ReputationRows, VoteRows } from './EventRows.tsx';
import { Overview } from './Overview.tsx';
import { PagedTab, type TabWindow } from './PagedTab.tsx';
import { AnswerRows, QuestionRows } from './PersonalLists.tsx';
import type { PersonalInfo } from './ProfileHeader.tsx';
import { orderedTabs, type PersonalTab } from './tabs.ts';

/**
 * Each list tab's call for a person and a window of their list: the tab loads it, and the server makes
 * it before it draws the tab (Personal's WidgetCalls).
 */
export const tabLoads = {
  questions: (client: ApiClient, username: string, range: TabWindow, signal?: AbortSignal) =>
    client.getPersonalQuestionPage({ query: { ...range, username } }, { signal }),
  answers: (client: ApiClient, username: string, range: TabWindow, signal?: AbortSignal) =>
    client.getPersonalAnswerPage({ query: { ...range, username } }, { signal }),
  bookmarks: (client: ApiClient, _username: string, { page, page_size }: TabWindow, signal?: AbortSignal) =>
    client.getPersonalCollectionPage({ query: { page, page_size } }, { signal }),
  comments: (client: ApiClient, username: string, { page, page_size }: TabWindow, signal?: AbortSignal) =>
    client.getPersonalCommentPage({ query: { username, page, page_size } }, { signal }),
  reputation: (client: ApiClient, username: string, { page, page_size }: TabWindow, signal?: AbortSignal) =>
    client.getPersonalRankPage({ query: { username, page, page_size } }, { signal }),
  votes: (client: ApiClient, _username: string, { page, page_size }: TabWindow, signal?: AbortSignal) =>
    client.getPersonalVotePage({ query: { page, page_size } }, { signal }),
} satisfies Record<Exclude<PersonalTab, 'overview'>, unknown>;

/** The body of the chosen tab; bookmarks and votes are the signed-in viewer's own (the tab bar offers them only then). */
export function TabContent({ tab, info }: { tab: PersonalTab; info: PersonalInfo }) {
  const { username } = info;
  const key = `${tab}:${username}`;
  switch (tab) {
    case 'overview':
      return <Overview info={info} />;
    case 'questions':
      return (
        <PagedTab
          tab={tab}
          listKey={key}
          ordered={orderedTabs.has(tab)}
          load={(range, signal) => tabLoads.questions(api, username, range, signal)}
          render={(items) => <QuestionRows questions={items} />}
        />
      );
    case 'answers':
      return (
        <PagedTab
          tab={tab}
          listKey={key}
          ordered={orderedTabs.has(tab)}
          load={(range, signal) => tabLoads.answers(api, username, range, signal)}
          render={(items) => <AnswerRows answers={items} />}
        />
      );
    case 'bookmarks':
      return (
        <PagedTab
          tab={tab}
          listKey={key}
          load={(range, signal) => tabLoads.bookmarks(api, username, range, signal)}
          render={(items) => <QuestionRows questions={items} />}
        />
      );
    case 'comments':
      return (
        <PagedTab
          tab={tab}
          listKey={key}
          load={(range, signal) => tabLoads.comments(api, username, range, signal)}
          render={(items) => <CommentRows items={items} />}
        />
      );
    case 'reputation':
      return (
        <PagedTab
          tab={tab}
          listKey={key}
          load={(range, signal) => tabLoads.reputation(api, username, range, signal)}
          render={(items) => <ReputationRows items={items} />}
        />
      );
    case 'votes':
      return (
        <PagedTab
          tab={tab}
          listKey={key}
          load={(range, signal) => tabLoads.votes(api, username, range, signal)}
          render={(items) => <VoteRows items={items} />}
        />
      );
  }
}
