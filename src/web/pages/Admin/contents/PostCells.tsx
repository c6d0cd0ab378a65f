import type { MessageKey } from '../../../../../generated/messages/index.ts';
import { RelativeTime } from '../../../components/question/RelativeTime.tsx';
import { UserName, type NamedUser } from '../../../components/question/UserName.tsx';
import { useMessage } from '../../../hooks/useMessage.ts';

/** Small labels beside a title: accepted, featured, pinned, unlisted. */
export function Badges({ shown }: { shown: MessageKey[] }) {
  const t = useMessage();
  if (shown.length === 0) return null;
  return (
    <span className="admin-badges">
      {shown.map((key) => (
        <span key={key} className="admin-badge">
          {t(key)}
        </span>
      ))}
    </span>
  );
}

/** The author and creation cells every row has. */
export function AuthorAndTime({ user, created }: { user: NamedUser | null; created: number }) {
  const t = useMessage();
  return (
    <>
      <td data-label={t('admin_contents.column.author')}>{user ? <UserName user={user} /> : null}</td>
      <td data-label={t('admin_contents.column.created')}>
        <RelativeTime seconds={created} />
      </td>
    </>
  );
}
