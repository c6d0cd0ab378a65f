import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { constants } from '../../../generated/constants.ts';
import { readCachedBundle } from '../app/bundle-cache.ts';
import { bundleFor } from '../app/language-bundle.ts';
import { loadSessionMachine } from '../app/session.ts';
import { readStored } from '../app/storage.ts';
import { applyPrimaryColor } from '../app/theme.ts';
import { chosenColorScheme, chosenLanguage } from '../app/visitor-choice.ts';
import { agentOf, createBootMachine, siteInfoOf, userOf } from './boot-machine.ts';
import { BootScreen } from './BootScreen.tsx';
import { BootedApp } from './BootedApp.tsx';
import { useShownPreferences } from './useShownPreferences.ts';

function readBootStart() {
  const cached = readCachedBundle();
  const input = {
    storedLanguage: readStored(constants.storage.keys.language) ?? undefined,
    storedColorScheme: readStored(constants.storage.keys.color_scheme) ?? undefined,
    cachedBundleLanguage: cached?.language,
  };
  return { cached, input };
}

/** Runs the boot machine (product spec §4) and shows the site once language, time zone and theme are applied. */
export function BootGate() {
  const { shownLanguage, showLanguage, showColorScheme, preferences } = useShownPreferences();
  const [timeZone, setTimeZone] = useState<string | null>(null);
  // The boot's user is shown by the session from the first render, so its machine comes with the boot.
  const [sessionLoaded, setSessionLoaded] = useState(false);
  useEffect(() => {
    void loadSessionMachine().then(() => setSessionLoaded(true));
  }, []);

  const [start] = useState(readBootStart);
  const [machine] = useState(() =>
    createBootMachine({
      language(language, freshBundle) {
        const bundle = freshBundle ?? start.cached?.bundle;
        if (!bundle) throw new Error('boot: no bundle for the resolved language');
        const chosen = chosenLanguage();
        if (!chosen || chosen === language) return showLanguage(language, bundle);
        // Before the site shows, a failure falls back to the site's language instead of an error page.
        bundleFor(chosen, { ignore50X: true }).then(
          (chosenBundle) => showLanguage(chosen, chosenBundle),
          () => showLanguage(language, bundle),
        );
      },
      timeZone: setTimeZone,
      theme(scheme, siteInfo) {
        applyPrimaryColor(siteInfo.theme.theme_config.primary_color);
        showColorScheme(chosenColorScheme() ?? scheme);
      },
    }),
  );
  const [state, send] = useMachine(machine, { input: start.input });

  if (state.matches('failed')) {
    return <BootScreen language={state.context.language} failed onRetry={() => send({ type: 'RETRY' })} />;
  }
  if (!state.matches('ready') || !shownLanguage || !timeZone || !preferences || !sessionLoaded) {
    return <BootScreen language={state.context.language} failed={false} />;
  }

  return (
    <BootedApp
      siteInfo={siteInfoOf(state.context)}
      user={userOf(state.context)}
      agent={agentOf(state.context)}
      bundle={shownLanguage.bundle}
      timeZone={timeZone}
      preferences={preferences}
    />
  );
}
