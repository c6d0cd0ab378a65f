import { constants } from '../../../../../generated/constants.ts';
import { forms } from '../../../../../generated/forms.ts';
import type { BodyOf } from '../../../../../generated/operations.ts';
import { isColorScheme, isLanguage } from '../../../../shared/preferences/index.ts';
import { api } from '../../../app/api-client.ts';
import { usePreferences } from '../../../app/preferences-context.ts';
import { useSiteInfo } from '../../../app/site-context.ts';
import { showToast } from '../../../app/toasts.ts';
import { LoadingStatus } from '../../../components/LoadingStatus.tsx';
import { Message } from '../../../components/Message.tsx';
import { useMessage } from '../../../hooks/useMessage.ts';
import { refreshSessionUser, useCurrentUser, type CurrentUser } from './current-user.ts';
import { LazySchemaForm } from '../../../forms/LazySchemaForm.tsx';
import './settings.css';

type InterfaceChoice = BodyOf<'updateUserInterface'>;

/** What the user stored, with nothing stored read as 'default'. */
function choiceOf(user: CurrentUser): InterfaceChoice {
  const language =
    constants.languages.user_choices.find((choice) => choice === user.language) ?? constants.languages.user_default;
  const colorScheme =
    constants.color_scheme.user_choices.find((choice) => choice === user.color_scheme) ??
    constants.color_scheme.user_default;
  return { language, color_scheme: colorScheme };
}

function InterfaceEditor({ user }: { user: CurrentUser }) {
  const t = useMessage();
  const site = useSiteInfo();
  const preferences = usePreferences();

  const save = async (data: Record<string, unknown>) => {
    const choice = data as InterfaceChoice;
    await api.updateUserInterface({ body: choice });
    // 'default' shows the site's setting; the choice shows in this browser at once.
    const language = isLanguage(choice.language) ? choice.language : site.interface.language;
    const colorScheme = isColorScheme(choice.color_scheme) ? choice.color_scheme : site.theme.color_scheme;
    preferences.switchColorScheme(colorScheme);
    if (isLanguage(language) && language !== preferences.language) await preferences.switchLanguage(language);
    showToast('success', t('settings.saved'));
    refreshSessionUser();
  };

  return <LazySchemaForm form={forms.settings_interface} initialData={choiceOf(user)} onSubmit={save} />;
}

/** /users/settings/interface: this person's language and colour scheme. */
export default function Interface() {
  const user = useCurrentUser();
  return (
    <section className="settings-page">
      <h1>
        <Message id="settings.interface.title" />
      </h1>
      {user.status === 'loading' && <LoadingStatus />}
      {user.status === 'loaded' && user.data && <InterfaceEditor user={user.data} />}
    </section>
  );
}
