import { useCallback, useState } from 'react';
import type { LanguageBundle } from '../../../machines/boot.machine.ts';
import type { ColorScheme, Language } from '../../shared/preferences/index.ts';
import { setClientLanguage } from '../app/api-client.ts';
import { writeCachedBundle } from '../app/bundle-cache.ts';
import { bundleFor } from '../app/language-bundle.ts';
import { localeOf } from '../../shared/preferences/locale.ts';
import type { Preferences } from '../app/preferences-context.ts';
import { applyColorScheme } from '../app/theme.ts';
import { chooseColorScheme, chooseLanguage } from '../app/visitor-choice.ts';

export interface ShownLanguage {
  language: Language;
  bundle: LanguageBundle;
}

/**
 * The language and colour scheme the page shows, how to show others, and the preferences the header's
 * switchers use (null until both are known). The boot and the hydration of a server-rendered page share it.
 */
export function useShownPreferences(initial: { language?: ShownLanguage; colorScheme?: ColorScheme } = {}) {
  const [shownLanguage, setShownLanguage] = useState<ShownLanguage | null>(initial.language ?? null);
  const [colorScheme, setColorScheme] = useState<ColorScheme | null>(initial.colorScheme ?? null);

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

  const preferences: Preferences | null =
    shownLanguage && colorScheme
      ? {
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
        }
      : null;
  return { shownLanguage, showLanguage, showColorScheme, preferences };
}
