import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ApiClient } from '../../../../generated/client.ts';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import type { MessageKey } from '../../../../generated/messages/index.ts';
import { askPath } from '../../app/paths.ts';
import type { WidgetCalls } from '../../app/page-data.ts';
import { useSiteInfo } from '../../app/site-context.ts';
import { EmptyState } from '../EmptyState.tsx';
import { Message } from '../Message.tsx';
import { Pagination } from '../question/Pagination.tsx';
import { QuestionListItem } from '../question/QuestionListItem.tsx';
import { questionPath } from '../../../shared/permalink/index.ts';
import { pageFrom } from '../question/query-links.ts';
import { SortTabs } from '../question/SortTabs.tsx';
import { CustomSidebar } from '../custom-code/CustomHtml.tsx';
import { HotQuestions, loadHotQuestions } from './HotQuestions.tsx';
import { TagFilter } from './TagFilter.tsx';
import '../question/question.css';
import './list.css';

type QuestionSort = (typeof constants.sorts.questions)[number];

const sorts = constants.sorts.questions;
const pageSize = constants.question_pages.questions_page_size;

function sortFrom(search: URLSearchParams): QuestionSort {
  const wanted = search.get('order');
  return sorts.find((sort) => sort === wanted) ?? sorts[0];
}

const sortName = (sort: QuestionSort): MessageKey => `questions_ui.sort.${sort}`;

export type QuestionPage = DataOf<'getQuestionPage'>;

/** What a list's widgets ask beside its questions: the hot questions of its sidebar. */
export const listWidgetCalls: WidgetCalls<unknown> = ({ api }) => [loadHotQuestions(api)];

/** The list's questions for a page's address: order, page and tag filter from its query; a page's own tag or featured list. */
export function loadQuestionList(
  api: ApiClient,
  url: URL,
  of: { tag?: string; featured?: boolean },
  signal: AbortSignal,
): Promise<QuestionPage> {
  const search = url.searchParams;
  const tag = of.tag ?? (search.get('tag') || undefined);
  const query = { order: sortFrom(search), page: pageFrom(search), page_size: pageSize, tag, featured: of.featured };
  return api.getQuestionPage({ query }, { signal });
}

interface QuestionListPageProps {
  title: MessageKey;
  /** the values the title's message names */
  titleValues?: Record<string, string>;
  /** a tag page's own tag: the list keeps its questions (synonyms included) and offers no way out of it */
  tag?: string;
  /** what the page shows above the list, e.g. the tag's description */
  intro?: ReactNode;
  /** the page's questions, from its loader (loadQuestionList) */
  questions: QuestionPage;
}

/**
 * A list of questions: order, page and tag live in the URL, so a link keeps them. Beside it the
 * hot questions of the week.
 */
export function QuestionListPage({ title, titleValues, tag: pageTag, intro, questions }: QuestionListPageProps) {
  const [search] = useSearchParams();
  const order = sortFrom(search);
  const tag = pageTag ?? (search.get('tag') || undefined);
  const { permalink } = useSiteInfo().site_seo;

  return (
    <div className="question-list-page">
      <div className="question-list-main">
        <header className="question-list-header">
          <h1>
            <Message id={title} values={titleValues} />
          </h1>
          <Link to={askPath} className="button button-primary">
            <Message id="questions_ui.list.ask" />
          </Link>
        </header>
        {intro}
        {tag && !pageTag && <TagFilter tag={tag} />}
        <div className="question-list-toolbar">
          <p className="question-list-count" aria-live="polite">
            <Message id="questions_ui.list.count" values={{ count: questions.count }} />
          </p>
          <SortTabs sorts={sorts} current={order} parameter="order" label="questions_ui.sort.label" nameOf={sortName} />
        </div>
        {questions.list.length === 0 ? (
          <EmptyState
            message={tag ? 'questions_ui.list.empty_tag' : 'questions_ui.list.empty'}
            next="empty_state.ask_next"
          >
            <Link to={askPath} className="button button-primary">
              <Message id="questions_ui.list.ask" />
            </Link>
          </EmptyState>
        ) : (
          <>
            <ul className="question-list">
              {questions.list.map((question) => (
                <QuestionListItem key={question.id} question={question} href={questionPath(permalink, question)} />
              ))}
            </ul>
            <Pagination count={questions.count} pageSize={pageSize} />
          </>
        )}
      </div>
      <div className="question-list-aside">
        <CustomSidebar />
        <HotQuestions />
      </div>
    </div>
  );
}
