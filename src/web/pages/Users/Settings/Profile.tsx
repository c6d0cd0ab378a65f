import { useState } from 'react';
import { forms } from '../../../../../generated/forms.ts';
import { api } from '../../../app/api-client.ts';
import { useSiteInfo, type SiteInfo } from '../../../app/site-context.ts';
import { showToast } from '../../../app/toasts.ts';
import { LoadingStatus } from '../../../components/LoadingStatus.tsx';
import { Message } from '../../../components/Message.tsx';
import { useMessage } from '../../../hooks/useMessage.ts';
import { AgentSettingsLink, useAgentSettingsPage } from './agent-settings.tsx';
import { AvatarPicker, type AvatarChoice } from './AvatarPicker.tsx';
import { refreshSessionUser, useCurrentUser, type CurrentUser } from './current-user.ts';
import { withFields } from './form-fields.ts';
import { LazySchemaForm } from '../../../forms/LazySchemaForm.tsx';
import './settings.css';

type TextField = 'display_name' | 'username' | 'bio' | 'website' | 'location';

const PERMISSION: Record<TextField, keyof SiteInfo['site_users']> = {
  display_name: 'allow_update_display_name',
  username: 'allow_update_username',
  bio: 'allow_update_bio',
  website: 'allow_update_website',
  location: 'allow_update_location',
};
const TEXT_FIELDS = Object.keys(PERMISSION) as TextField[];

function avatarOf(user: CurrentUser): AvatarChoice {
  const type = user.avatar.type === 'gravatar' || user.avatar.type === 'custom' ? user.avatar.type : 'default';
  return { type, custom: user.avatar.custom };
}

function ProfileEditor({ user }: { user: CurrentUser }) {
  const t = useMessage();
  const siteUsers = useSiteInfo().site_users;
  const editable = TEXT_FIELDS.filter((field) => siteUsers[PERMISSION[field]]);
  const readOnly = TEXT_FIELDS.filter((field) => !siteUsers[PERMISSION[field]] && user[field] !== '');
  const [avatar, setAvatar] = useState<AvatarChoice>(() => avatarOf(user));
  const form = withFields(forms.settings_profile, editable);
  const initialData = Object.fromEntries(editable.map((field) => [field, user[field]]));

  const save = async (data: Record<string, unknown>) => {
    await api.updateUserInfo({ body: { ...data, ...(siteUsers.allow_update_avatar && { avatar }) } });
    showToast('success', t('settings.saved'));
    refreshSessionUser();
  };

  return (
    <>
      {siteUsers.allow_update_avatar && <AvatarPicker value={avatar} onChange={setAvatar} />}
      <LazySchemaForm form={form} initialData={initialData} onSubmit={save} />
      {readOnly.length > 0 && (
        <section className="settings-read-only" aria-labelledby="profile-read-only">
          <h2 id="profile-read-only">
            <Message id="settings.profile.read_only" />
          </h2>
          <dl>
            {readOnly.map((field) => (
              <div key={field}>
                <dt>
                  <Message id={forms.settings_profile.ui[field].label} />
                </dt>
                <dd>{user[field]}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}

/**
 * /users/settings/profile: the fields the site's users settings let people change, or the way to the
 * user-center agent's page when the agent keeps the profile.
 */
export default function Profile() {
  const user = useCurrentUser();
  const agentPage = useAgentSettingsPage('profile_setting_agent');
  return (
    <section className="settings-page">
      <h1>
        <Message id="settings.profile.title" />
      </h1>
      {(agentPage === null || user.status === 'loading') && <LoadingStatus />}
      {agentPage && <AgentSettingsLink address={agentPage} />}
      {agentPage === '' && user.status === 'loaded' && user.data && <ProfileEditor user={user.data} />}
    </section>
  );
}
