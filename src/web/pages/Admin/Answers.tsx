import { Link } from 'react-router-dom';
import { constants } from '../../../../generated/constants.ts';
import { questionPath } from '../../../shared/permalink/index.ts';
import { api } from '../../app/api-client.ts';
import { useSiteInfo } from '../../app/site-context.ts';
import { useQueryData } from '../../components/question/useQueryData.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { ContentsFrame, useContentFilters } from './contents/ContentsFrame.tsx';
import { AuthorAndTime, Badges } from './contents/PostCells.tsx';
import { RowActions } from './contents/RowActions.tsx';
import { answerActions } from './contents/row-actions.ts';

const statuses = ['available', 'deleted', 'pending'] as const;
const pageSize = constants.admin_contents.page_size;

/** /admin/answers: answers of one status, searched by question title or answer:<id>, with their actions. */
export default function AdminAnswers() {
  const t = useMessage();
  const { status, page, query } = useContentFilters(statuses);
  const { permalink } = useSiteInfo().site_seo;
  const answers = useQueryData(JSON.stringify([status, page, query.inUrl]), (signal) =>
    api.getAdminAnswerPage(
      { query: { status, page, page_size: pageSize, query: query.inUrl || undefined } },
      { signal },
    ),
  );
  const loaded = answers.status === 'loaded' ? answers.data : null;
  return (
    <ContentsFrame
      heading="admin_contents.answers_heading"
      statuses={statuses}
      current={status}
      query={query}
      searchHint="admin_contents.search_answers_hint"
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
                  <th scope="col">{t('admin_contents.column.author')}</th>
                  <th scope="col">{t('admin_contents.column.created')}</th>
                  <th scope="col">{t('admin_contents.column.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {loaded.list.map((answer) => (
                  <tr key={answer.id}>
                    <th scope="row" className="admin-post-title">
                      <Link
                        to={questionPath(
                          permalink,
                          { id: answer.question_id, title: answer.question_info.title },
                          answer.id,
                        )}
                      >
                        {answer.question_info.title}
                      </Link>
                      <Badges
                        shown={answer.accepted === constants.answer_accepted.yes ? ['admin_contents.accepted'] : []}
                      />
                      <p className="admin-post-excerpt">{answer.description}</p>
                    </th>
                    <td className="numeric" data-label={t('admin_contents.column.votes')}>
                      {answer.vote_count}
                    </td>
                    <AuthorAndTime user={answer.user_info} created={answer.create_time} />
                    <td>
                      <RowActions
                        actions={answerActions(answer)}
                        title={answer.question_info.title}
                        onChanged={answers.reload}
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
