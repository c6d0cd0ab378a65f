import { useLayoutEffect, useState, type ReactNode } from 'react';
import type { HydrationState } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import type { LanguageBundle } from '../../../machines/boot.machine.ts';
import { loadSignedInUser, type UserInfo } from '../app/current-user.ts';
import { localeOf } from '../../shared/preferences/locale.ts';
import { MessagesProvider } from '../app/messages-context.tsx';
import { PreferencesContext, type Preferences } from '../app/preferences-context.ts';
import { sendToSession, startSession } from '../app/session.ts';
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
  /** the loaders' results of a page the server rendered, which the browser now hydrates */
  hydrationData?: HydrationState;
  /** the signed-in reader of a page the server drew as a visitor sees it */
  viewer?: UserInfo | null;
}

/** The session starts from the boot's user; the router's guards ask it. */
export function startAppSession(siteInfo: SiteInfo, user: UserInfo | null): void {
  startSession(
    {
      user,
      loginRequired: siteInfo.login.login_required,
      registrationAllowed: siteInfo.login.allow_new_registrations,
    },
    () => loadSignedInUser(),
  );
}

function startApp(siteInfo: SiteInfo, user: UserInfo | null, hydrationData: HydrationState | undefined) {
  startAppSession(siteInfo, user);
  return createAppRouter(hydrationData);
}

type AppProvidersProps = Omit<BootedAppProps, 'user' | 'hydrationData' | 'viewer'> & {
  setSiteInfo(siteInfo: SiteInfo): void;
  children: ReactNode;
};

/** What every page reads: messages, site info, preferences and the user-center agent (the server renders inside it too). */
export function AppProviders({
  siteInfo,
  setSiteInfo,
  agent,
  bundle,
  timeZone,
  preferences,
  children,
}: AppProvidersProps) {
  return (
    <MessagesProvider locale={localeOf(preferences.language)} bundle={bundle} timeZone={timeZone}>
      <SiteInfoContext.Provider value={siteInfo}>
        <SiteInfoUpdateContext.Provider value={setSiteInfo}>
          <PreferencesContext.Provider value={preferences}>
            <UserCenterAgentContext.Provider value={agent}>{children}</UserCenterAgentContext.Provider>
          </PreferencesContext.Provider>
        </SiteInfoUpdateContext.Provider>
      </SiteInfoContext.Provider>
    </MessagesProvider>
  );
}

/** The site after boot: messages, site info, the session, preferences, notifications, dialogs and the router. */
export function BootedApp({ siteInfo: bootSiteInfo, user, hydrationData, viewer, ...shared }: BootedAppProps) {
  const [router] = useState(() => startApp(bootSiteInfo, user, hydrationData));
  // The server's guard passed a visitor and its loaders read as one; the reader's own session may be
  // held elsewhere (a suspended account) and the page's data holds their own state (their votes), so
  // the route's guard and loader run again once the session knows them. A layout effect, so that no
  // click after hydration meets the visitor's page.
  useLayoutEffect(() => {
    if (!viewer) return;
    sendToSession({ type: 'USER_REFRESHED', user: viewer });
    void router.revalidate();
  }, [router, viewer]);
  // the admin settings pages hand the saved site info back, so the header and titles follow at once
  const [siteInfo, setSiteInfo] = useState(bootSiteInfo);
  return (
    <AppProviders siteInfo={siteInfo} setSiteInfo={setSiteInfo} {...shared}>
      <RouterProvider router={router} />
      <Overlays />
    </AppProviders>
  );
}
