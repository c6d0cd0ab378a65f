import { useState, type FormEvent } from 'react';
import { useMessages } from '../../app/messages-context.tsx';
import { Link, useSearchParams } from 'react-router-dom';
import { constants } from '../../../../generated/constants.ts';
import type { QueryOf } from '../../../../generated/operations.ts';
import { api } from '../../app/api-client.ts';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { Avatar } from '../../components/question/Avatar.tsx';
import { Pagination } from '../../components/question/Pagination.tsx';
import { pageFrom } from '../../components/question/query-links.ts';
import { SortTabs } from '../../components/question/SortTabs.tsx';
import { useQueryData } from '../../components/question/useQueryData.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { formatCount } from '../../../shared/format/count.ts';
import { AddUsersDialog } from './users/AddUsersDialog.tsx';
import { UserActions } from './users/UserActions.tsx';
import { UserStatus } from './users/UserStatus.tsx';
import '../../components/question/question.css';
import './users/admin-users.css';

/** The list's tabs: every account but the deleted, each status filter, and the staff. */
const tabs = ['all', 'normal', 'staff', 'inactive', 'suspended', 'deleted'] as const;
type Tab = (typeof tabs)[number];

function filtersOf(tab: Tab, query: string, page: number): QueryOf<'getAdminUserPage'> {
  const status = tab === 'all' || tab === 'staff' ? undefined : tab;
  return {
    status,
    staff: tab === 'staff',
    query: query || undefined,
    page,
    page_size: constants.admin_users.page_size,
  };
}

/** /admin/users: the accounts in a table with their actions, filtered by tab and a search. */
export default function AdminUsers() {
  const t = useMessage();
  const intl = useMessages();
  const [search, setSearch] = useSearchParams();
  const tab = tabs.find((candidate) => candidate === search.get('filter')) ?? tabs[0];
  const query = search.get('query') ?? '';
  const page = pageFrom(search);
  const [typed, setTyped] = useState(query);
  const [adding, setAdding] = useState(false);
  const users = useQueryData(`${tab}|${query}|${page}`, (signal) =>
    api.getAdminUserPage({ query: filtersOf(tab, query, page) }, { signal }),
  );

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(search);
    const text = typed.trim();
    if (text) next.set('query', text.slice(0, constants.admin_users.query_max));
    else next.delete('query');
    next.delete('page');
    setSearch(next);
  };

  return (
    <section className="admin-users-page" aria-labelledby="admin-users-heading">
      <div className="admin-users-header">
        <h1 id="admin-users-heading">{t('admin_users.title')}</h1>
        <button type="button" className="button button-primary" onClick={() => setAdding(true)}>
          {t('admin_users.add_button')}
        </button>
      </div>
      <div className="admin-users-filters">
        <SortTabs
          sorts={tabs}
          current={tab}
          parameter="filter"
          label="admin_users.tabs_label"
          nameOf={(name) => `admin_users.tab.${name}`}
        />
        <form role="search" className="admin-users-search" onSubmit={submitSearch}>
          <label htmlFor="admin-users-query" className="visually-hidden">
            {t('admin_users.search.label')}
          </label>
          <input
            id="admin-users-query"
            type="search"
            value={typed}
            maxLength={constants.admin_users.query_max}
            placeholder={t('admin_users.search.placeholder')}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button">
            {t('admin_users.search.submit')}
          </button>
        </form>
      </div>
      {users.status === 'loading' && <LoadingStatus />}
      {users.status === 'loaded' &&
        (users.data.list.length === 0 ? (
          <p className="empty-state">{t('admin_users.empty')}</p>
        ) : (
          <>
            <p className="visually-hidden" aria-live="polite">
              {t('admin_users.count', { count: users.data.count })}
            </p>
            <div className="admin-users-table-wrap">
              <table className="admin-users-table">
                <thead>
                  <tr>
                    <th scope="col">{t('admin_users.column.user')}</th>
                    <th scope="col">{t('admin_users.column.email')}</th>
                    <th scope="col">{t('admin_users.column.reputation')}</th>
                    <th scope="col">{t('admin_users.column.role')}</th>
                    <th scope="col">{t('admin_users.column.status')}</th>
                    <th scope="col">{t('admin_users.column.created')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('admin_users.column.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {users.data.list.map((user) => (
                    <tr key={user.user_id}>
                      <td data-label={t('admin_users.column.user')}>
                        <div className="admin-users-person">
                          <Avatar user={user} size="small" />
                          <span>
                            <Link to={`/admin/users/${user.user_id}`}>{user.display_name || user.username}</Link>
                            <small>@{user.username}</small>
                          </span>
                        </div>
                      </td>
                      <td className="admin-users-email" data-label={t('admin_users.column.email')}>
                        {user.e_mail}
                      </td>
                      <td data-label={t('admin_users.column.reputation')}>{formatCount(user.rank)}</td>
                      <td data-label={t('admin_users.column.role')}>{user.role_name}</td>
                      <td data-label={t('admin_users.column.status')}>
                        <UserStatus user={user} />
                      </td>
                      <td data-label={t('admin_users.column.created')}>
                        <time dateTime={new Date(user.created_at * 1000).toISOString()}>
                          {intl.formatDate(new Date(user.created_at * 1000), { dateStyle: 'medium' })}
                        </time>
                      </td>
                      <td className="admin-users-actions-cell">
                        <UserActions user={user} onChanged={users.reload} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination count={users.data.count} pageSize={constants.admin_users.page_size} />
          </>
        ))}
      {adding && (
        <AddUsersDialog
          onAdded={() => {
            setAdding(false);
            users.reload();
          }}
          onClose={() => setAdding(false)}
        />
      )}
    </section>
  );
}
