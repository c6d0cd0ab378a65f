import { useMessages } from '../../app/messages-context.tsx';
import { Link, useParams } from 'react-router-dom';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import { questionPath } from '../../../shared/permalink/index.ts';
import { api } from '../../app/api-client.ts';
import { useSiteInfo } from '../../app/site-context.ts';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { Avatar } from '../../components/question/Avatar.tsx';
import { userPath } from '../../components/question/links.ts';
import { useQueryData } from '../../components/question/useQueryData.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { formatCount } from '../../../shared/format/count.ts';
import { UserActions } from './users/UserActions.tsx';
import { UserStatus } from './users/UserStatus.tsx';
import './users/admin-users.css';

type Post = DataOf<'getAdminUser'>['questions'][number];

function PostList({ heading, posts, answers }: { heading: string; posts: Post[]; answers: boolean }) {
  const t = useMessage();
  const { permalink } = useSiteInfo().site_seo;
  return (
    <section>
      <h2>{heading}</h2>
      {posts.length === 0 ? (
        <p className="empty-state">{t('admin_users.detail.none')}</p>
      ) : (
        <ul>
          {posts.map((post) => (
            <li key={post.id}>
              {post.status === constants.post_status.deleted ? (
                <span>{post.title}</span>
              ) : (
                <Link
                  to={questionPath(
                    permalink,
                    { id: post.question_id, title: post.title },
                    answers ? post.id : undefined,
                  )}
                >
                  {post.title}
                </Link>
              )}
              {post.status === constants.post_status.deleted && <small>{t('admin_users.detail.deleted_post')}</small>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /admin/users/:user_id: one account, its numbers, its latest posts and the same actions as the list. */
export default function AdminUserDetail() {
  const t = useMessage();
  const intl = useMessages();
  const { user_id: userId = '' } = useParams();
  const detail = useQueryData(userId, (signal) => api.getAdminUser({ query: { user_id: userId } }, { signal }));
  if (detail.status === 'loading') return <LoadingStatus />;
  if (detail.status === 'failed') return null;
  const { user } = detail.data;
  const date = (seconds: number) => intl.formatDate(new Date(seconds * 1000), { dateStyle: 'medium' });
  const counts = [
    ['questions', detail.data.question_count],
    ['answers', detail.data.answer_count],
    ['comments', detail.data.comment_count],
  ] as const;
  return (
    <section className="admin-users-page" aria-labelledby="admin-user-heading">
      <p>
        <Link to="/admin/users">{t('admin_users.detail.back')}</Link>
      </p>
      <div className="admin-user-detail-head">
        <Avatar user={user} size="large" />
        <div>
          <h1 id="admin-user-heading">{user.display_name || user.username}</h1>
          <UserStatus user={user} />
        </div>
        <UserActions user={user} onChanged={detail.reload} />
      </div>
      <h2 className="visually-hidden">{t('admin_users.detail.facts')}</h2>
      <dl className="admin-user-facts">
        <dt>{t('admin_users.field.username')}</dt>
        <dd>
          {user.status === 'deleted' ? `@${user.username}` : <Link to={userPath(user.username)}>@{user.username}</Link>}
        </dd>
        <dt>{t('admin_users.field.e_mail')}</dt>
        <dd>{user.e_mail}</dd>
        <dt>{t('admin_users.column.role')}</dt>
        <dd>{user.role_name}</dd>
        <dt>{t('admin_users.column.reputation')}</dt>
        <dd>{formatCount(user.rank)}</dd>
        <dt>{t('admin_users.column.created')}</dt>
        <dd>{date(user.created_at)}</dd>
      </dl>
      <ul className="admin-user-counts">
        {counts.map(([name, count]) => (
          <li key={name}>
            <strong>{formatCount(count)}</strong>
            {t(`admin_users.detail.${name}`)}
          </li>
        ))}
      </ul>
      <div className="admin-user-posts">
        <PostList heading={t('admin_users.detail.recent_questions')} posts={detail.data.questions} answers={false} />
        <PostList heading={t('admin_users.detail.recent_answers')} posts={detail.data.answers} answers />
      </div>
    </section>
  );
}
