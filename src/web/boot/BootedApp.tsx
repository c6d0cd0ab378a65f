import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { RouterProvider } from 'react-router-dom';
import { constants } from '../../../generated/constants.ts';
import type { LanguageBundle } from '../../../machines/boot.machine.ts';
import type { Session } from '../app/guards.ts';
import { localeOf } from '../app/locale.ts';
import { PreferencesContext, type Preferences } from '../app/preferences-context.ts';
import { SiteInfoContext, type SiteInfo } from '../app/site-context.ts';
import { Overlays } from '../components/Overlays.tsx';
import { createAppRouter } from '../router.tsx';

interface BootedAppProps {
  siteInfo: SiteInfo;
  bundle: LanguageBundle;
  timeZone: string;
  preferences: Preferences;
}

function sessionOf(siteInfo: SiteInfo): Session {
  return {
    loginRequired: siteInfo.login.login_required,
    registrationAllowed: siteInfo.login.allow_new_registrations,
  };
}

/** The site after boot: messages, site info, preferences, notifications, dialogs and the router. */
export function BootedApp({ siteInfo, bundle, timeZone, preferences }: BootedAppProps) {
  const [router] = useState(() => createAppRouter(sessionOf(siteInfo)));
  return (
    <IntlProvider
      locale={localeOf(preferences.language)}
      defaultLocale={localeOf(constants.languages.default)}
      messages={bundle}
      timeZone={timeZone}
    >
      <SiteInfoContext.Provider value={siteInfo}>
        <PreferencesContext.Provider value={preferences}>
          <RouterProvider router={router} />
          <Overlays />
        </PreferencesContext.Provider>
      </SiteInfoContext.Provider>
    </IntlProvider>
  );
}
