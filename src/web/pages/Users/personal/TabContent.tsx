import { api } from '../../../app/api-client.ts';
import { CommentRows, ReputationRows, VoteRows } from './EventRows.tsx';
import { Overview } from './Overview.tsx';
import { PagedTab } from './PagedTab.tsx';
import { AnswerRows, QuestionRows } from './PersonalLists.tsx';
import type { PersonalInfo } from './ProfileHeader.tsx';
import type { PersonalTab } from './tabs.ts';

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
          ordered
          load={(query, signal) => api.getPersonalQuestionPage({ query: { ...query, username } }, { signal })}
          render={(items) => <QuestionRows questions={items} />}
        />
      );
    case 'answers':
      return (
        <PagedTab
          tab={tab}
          listKey={key}
          ordered
          load={(query, signal) => api.getPersonalAnswerPage({ query: { ...query, username } }, { signal })}
          render={(items) => <AnswerRows answers={items} />}
        />
      );
    case 'bookmarks':
      return (
        <PagedTab
          tab={tab}
          listKey={key}
          load={({ page, page_size }, signal) =>
            api.getPersonalCollectionPage({ query: { page, page_size } }, { signal })
          }
          render={(items) => <QuestionRows questions={items} />}
        />
      );
    case 'comments':
      return (
        <PagedTab
          tab={tab}
          listKey={key}
          load={({ page, page_size }, signal) =>
            api.getPersonalCommentPage({ query: { username, page, page_size } }, { signal })
          }
          render={(items) => <CommentRows items={items} />}
        />
      );
    case 'reputation':
      return (
        <PagedTab
          tab={tab}
          listKey={key}
          load={({ page, page_size }, signal) =>
            api.getPersonalRankPage({ query: { username, page, page_size } }, { signal })
          }
          render={(items) => <ReputationRows items={items} />}
        />
      );
    case 'votes':
      return (
        <PagedTab
          tab={tab}
          listKey={key}
          load={({ page, page_size }, signal) => api.getPersonalVotePage({ query: { page, page_size } }, { signal })}
          render={(items) => <VoteRows items={items} />}
        />
      );
  }
}
