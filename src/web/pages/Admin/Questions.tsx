import { Link } from 'react-router-dom';
import { constants } from '../../../../generated/constants.ts';
import type { MessageKey } from '../../../../generated/messages/index.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import { questionPath } from '../../../shared/permalink/index.ts';
import { api } from '../../app/api-client.ts';
import { useSiteInfo } from '../../app/site-context.ts';
import { useQueryData } from '../../components/question/useQueryData.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { ContentsFrame, useContentFilters } from './contents/ContentsFrame.tsx';
import { AuthorAndTime, Badges } from './contents/PostCells.tsx';
import { RowActions } from './contents/RowActions.tsx';
import { questionActions } from './contents/row-actions.ts';

type Question = DataOf<'getAdminQuestionPage'>['list'][number];

const statuses = ['available', 'closed', 'deleted', 'pending'] as const;
const pageSize = constants.admin_contents.page_size;

function badgesOf(question: Question): MessageKey[] {
  const shown: MessageKey[] = [];
  if (question.accepted_answer_id !== '0') shown.push('admin_contents.accepted');
  if (question.featured) shown.push('admin_contents.featured');
  if (question.pin === constants.post_pin.pinned) shown.push('admin_contents.pinned');
  if (question.show === constants.post_show.unlisted) shown.push('admin_contents.unlisted');
  return shown;
}

/** /admin/questions: questions of one status, searched by title, with the actions an admin may take. */
export default function AdminQuestions() {
  const t = useMessage();
  const { status, page, query } = useContentFilters(statuses);
  const { permalink } = useSiteInfo().site_seo;
  const questions = useQueryData(JSON.stringify([status, page, query.inUrl]), (signal) =>
    api.getAdminQuestionPage(
      { query: { status, page, page_size: pageSize, query: query.inUrl || undefined } },
      { signal },
    ),
  );
  const loaded = questions.status === 'loaded' ? questions.data : null;
  return (
    <ContentsFrame
      heading="admin_contents.questions_heading"
      statuses={statuses}
      current={status}
      query={query}
      searchHint="admin_contents.search_questions_hint"
      count={loaded?.count ?? null}
      pageSize={pageSize}
    >
      {loaded &&
        (loaded.list.length === 0 ? (
          <p className="empty-state">{t('admin_contents.empty')}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('admin_contents.column.post')}</th>
                  <th scope="col" className="numeric">
                    {t('admin_contents.column.votes')}
                  </th>
                  <th scope="col" className="numeric">
                    {t('admin_contents.column.answers')}
                  </th>
                  <th scope="col">{t('admin_contents.column.author')}</th>
                  <th scope="col">{t('admin_contents.column.created')}</th>
                  <th scope="col">{t('admin_contents.column.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {loaded.list.map((question) => (
                  <tr key={question.id}>
                    <th scope="row" className="admin-post-title">
                      <Link to={questionPath(permalink, question)}>{question.title}</Link>
                      <Badges shown={badgesOf(question)} />
                    </th>
                    <td className="numeric" data-label={t('admin_contents.column.votes')}>
                      {question.vote_count}
                    </td>
                    <td className="numeric" data-label={t('admin_contents.column.answers')}>
                      {question.answer_count}
                    </td>
                    <AuthorAndTime user={question.user_info} created={question.create_time} />
                    <td>
                      <RowActions
                        actions={questionActions(question)}
                        title={question.title}
                        onChanged={questions.reload}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </ContentsFrame>
  );
}
