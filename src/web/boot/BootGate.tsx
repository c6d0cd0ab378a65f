import { useMachine } from '@xstate/react';
import { useCallback, useState } from 'react';
import { constants } from '../../../generated/constants.ts';
import type { LanguageBundle } from '../../../machines/boot.machine.ts';
import type { ColorScheme, Language } from '../../shared/preferences/index.ts';
import { setClientLanguage } from '../app/api-client.ts';
import { readCachedBundle, writeCachedBundle } from '../app/bundle-cache.ts';
import { bundleFor } from '../app/language-bundle.ts';
import { localeOf } from '../app/locale.ts';
import type { Preferences } from '../app/preferences-context.ts';
import { readStored } from '../app/storage.ts';
import { applyColorScheme, applyPrimaryColor } from '../app/theme.ts';
import { chooseColorScheme, chooseLanguage, chosenColorScheme, chosenLanguage } from '../app/visitor-choice.ts';
import { agentOf, createBootMachine, siteInfoOf, userOf } from './boot-machine.ts';
import { BootScreen } from './BootScreen.tsx';
import { BootedApp } from './BootedApp.tsx';

interface ShownLanguage {
  language: Language;
  bundle: LanguageBundle;
}

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
  const [shownLanguage, setShownLanguage] = useState<ShownLanguage | null>(null);
  const [timeZone, setTimeZone] = useState<string | null>(null);
  const [colorScheme, setColorScheme] = useState<ColorScheme | null>(null);

  const showLanguage = useCallback((language: Language, bundle: LanguageBundle) => {
    document.documentElement.lang = localeOf(language);
    setClientLanguage(language);
    writeCachedBundle({ language, bundle });
    setShownLanguage({ language, bundle });
  }, []);

  const showColorScheme = useCallback((scheme: ColorScheme) => {
    applyColorScheme(scheme);
    setColorScheme(scheme);
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
  if (!state.matches('ready') || !shownLanguage || !timeZone || !colorScheme) {
    return <BootScreen language={state.context.language} failed={false} />;
  }

  const preferences: Preferences = {
    language: shownLanguage.language,
    colorScheme,
    async switchLanguage(language) {
      const bundle = await bundleFor(language);
      chooseLanguage(language);
      showLanguage(language, bundle);
    },
    switchColorScheme(scheme) {
      chooseColorScheme(scheme);
      showColorScheme(scheme);
    },
  };
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
