import { useState } from 'react';
import { forms } from '../../../../../generated/forms.ts';
import type { BodyOf } from '../../../../../generated/operations.ts';
import { api } from '../../../app/api-client.ts';
import { confirmDialog } from '../../../app/dialogs.ts';
import { ActionMenu } from '../../../components/ActionMenu.tsx';
import { showToast } from '../../../app/toasts.ts';
import type { FormData } from '../../../forms/server-errors.ts';
import { useMessage } from '../../../hooks/useMessage.ts';
import { ActivationLinkDialog } from './ActivationLinkDialog.tsx';
import { DeleteUserDialog } from './DeleteUserDialog.tsx';
import { FormDialog } from './FormDialog.tsx';
import { actionsFor, type AdminUser, type UserAction } from './user-actions.ts';
import Ellipsis from 'lucide-react/icons/ellipsis';

type Dialog = Extract<
  UserAction,
  'change_role' | 'suspend' | 'set_password' | 'edit_profile' | 'delete' | 'activation_link'
>;
const DIALOGS: readonly UserAction[] = [
  'change_role',
  'suspend',
  'set_password',
  'edit_profile',
  'delete',
  'activation_link',
] satisfies Dialog[];

type Status = BodyOf<'updateUserStatus'>['status'];

interface UserActionsProps {
  user: AdminUser;
  /** the account changed: the page loads it again */
  onChanged(): void;
}

/**
 * An account's actions menu: the dialogs of product spec §2 (role, suspend, password, profile, delete,
 * activation link) and the confirmed one-step changes.
 */
export function UserActions({ user, onChanged }: UserActionsProps) {
  const t = useMessage();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const actions = actionsFor(user);
  if (actions.length === 0) return null;
  const name = user.display_name || user.username;

  const finished = (message: string) => {
    setDialog(null);
    showToast('success', message);
    onChanged();
  };
  const setStatus = async (status: Status, extra: Partial<BodyOf<'updateUserStatus'>> = {}) => {
    await api.updateUserStatus({ body: { user_id: user.user_id, status, ...extra } });
    finished(t('admin_users.done.status'));
  };
  const confirmStatus = async (status: Status, question: string) => {
    if (!(await confirmDialog(question))) return;
    try {
      await setStatus(status);
    } catch {
      // the client's hooks showed the refusal
    }
  };
  const resend = async () => {
    try {
      await api.resendUserActivation({ body: { user_id: user.user_id } });
      showToast('success', t('admin_users.done.resent'));
    } catch {
      // the client's hooks showed the refusal
    }
  };

  const choose = (action: UserAction) => {
    if (DIALOGS.includes(action)) setDialog(action as Dialog);
    else if (action === 'deactivate') void confirmStatus('inactive', t('admin_users.confirm.deactivate'));
    else if (action === 'reactivate') void confirmStatus('normal', t('admin_users.confirm.reactivate'));
    else if (action === 'resend_activation') void resend();
  };

  const ids = { user_id: user.user_id };
  return (
    <>
      <ActionMenu
        trigger={<Ellipsis aria-hidden size={18} />}
        label={t('admin_users.action.menu', { name })}
        triggerClassName="button"
        items={actions.map((action) => ({
          key: action,
          label: t(`admin_users.action.${action}`),
          onSelect: () => choose(action),
        }))}
      />
      {dialog === 'change_role' && (
        <FormDialog
          form={forms.admin_user_role}
          initialData={{ ...ids, role_id: user.role_id }}
          onSubmit={async (data: FormData) => {
            await api.updateUserRole({ body: data as BodyOf<'updateUserRole'> });
            finished(t('admin_users.done.role'));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'suspend' && (
        <FormDialog
          form={forms.admin_user_status}
          initialData={{ ...ids, status: 'suspended', suspend_duration: '24h' }}
          onSubmit={async (data: FormData) => {
            await api.updateUserStatus({ body: data as BodyOf<'updateUserStatus'> });
            finished(t('admin_users.done.status'));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'set_password' && (
        <FormDialog
          form={forms.admin_user_password}
          initialData={ids}
          onSubmit={async (data: FormData) => {
            await api.updateUserPasswordByAdmin({ body: data as BodyOf<'updateUserPasswordByAdmin'> });
            finished(t('admin_users.done.password'));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'edit_profile' && (
        <FormDialog
          form={forms.admin_user_profile}
          initialData={{ ...ids, display_name: user.display_name, username: user.username, e_mail: user.e_mail }}
          onSubmit={async (data: FormData) => {
            await api.updateUserProfileByAdmin({ body: data as BodyOf<'updateUserProfileByAdmin'> });
            finished(t('admin_users.done.profile'));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && (
        <DeleteUserDialog
          user={user}
          onDelete={(removeAllContent) => setStatus('deleted', { remove_all_content: removeAllContent })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'activation_link' && <ActivationLinkDialog userId={user.user_id} onClose={() => setDialog(null)} />}
    </>
  );
}
