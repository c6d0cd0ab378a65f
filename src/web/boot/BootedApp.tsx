import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { LanguageBundle } from '../../../machines/boot.machine.ts';
import { loadSignedInUser, type UserInfo } from '../app/current-user.ts';
import { localeOf } from '../app/locale.ts';
import { MessagesProvider } from '../app/messages-context.tsx';
import { PreferencesContext, type Preferences } from '../app/preferences-context.ts';
import { startSession } from '../app/session.ts';
import { SiteInfoContext, SiteInfoUpdateContext, type SiteInfo } from '../app/site-context.ts';
import { UserCenterAgentContext, type UserCenterAgent } from '../app/user-center.ts';
import { Overlays } from '../components/Overlays.tsx';
import { createAppRouter } from '../router.tsx';

interface BootedAppProps {
  siteInfo: SiteInfo;
  /** the signed-in user the boot loaded, or null */
  user: UserInfo | null;
  /** the user-center agent (enabled false while none is on) */
  agent: UserCenterAgent;
  bundle: LanguageBundle;
  timeZone: string;
  preferences: Preferences;
}

/** The session starts from the boot's user; the router's guards ask it. */
function startApp(siteInfo: SiteInfo, user: UserInfo | null) {
  startSession(
    {
      user,
      loginRequired: siteInfo.login.login_required,
      registrationAllowed: siteInfo.login.allow_new_registrations,
    },
    () => loadSignedInUser(),
  );
  return createAppRouter();
}

/** The site after boot: messages, site info, the session, preferences, notifications, dialogs and the router. */
export function BootedApp({ siteInfo: bootSiteInfo, user, agent, bundle, timeZone, preferences }: BootedAppProps) {
  const [router] = useState(() => startApp(bootSiteInfo, user));
  // the admin settings pages hand the saved site info back, so the header and titles follow at once
  const [siteInfo, setSiteInfo] = useState(bootSiteInfo);
  return (
    <MessagesProvider locale={localeOf(preferences.language)} bundle={bundle} timeZone={timeZone}>
      <SiteInfoContext.Provider value={siteInfo}>
        <SiteInfoUpdateContext.Provider value={setSiteInfo}>
          <PreferencesContext.Provider value={preferences}>
            <UserCenterAgentContext.Provider value={agent}>
              <RouterProvider router={router} />
              <Overlays />
            </UserCenterAgentContext.Provider>
          </PreferencesContext.Provider>
        </SiteInfoUpdateContext.Provider>
      </SiteInfoContext.Provider>
    </MessagesProvider>
  );
}
