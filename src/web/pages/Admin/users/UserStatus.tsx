import { useMessages } from '../../../app/messages-context.tsx';
import { useMessage } from '../../../hooks/useMessage.ts';
import type { AdminUser } from './user-actions.ts';

/** An account's status as a badge; a suspension says until when (or forever). */
export function UserStatus({ user }: { user: Pick<AdminUser, 'status' | 'suspended_until'> }) {
  const t = useMessage();
  const intl = useMessages();
  let text = t(`admin_users.status.${user.status}`);
  if (user.status === 'suspended')
    text = user.suspended_until
      ? t('admin_users.status.suspended_until', {
          date: intl.formatDate(new Date(user.suspended_until * 1000), { dateStyle: 'medium' }),
        })
      : t('admin_users.status.suspended_forever');
  return <span className={`admin-user-status admin-user-status-${user.status}`}>{text}</span>;
}
