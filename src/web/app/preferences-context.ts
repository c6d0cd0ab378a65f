import { createContext, useContext } from 'react';
import type { ColorScheme, Language } from '../../shared/preferences/index.ts';

export interface Preferences {
  language: Language;
  colorScheme: ColorScheme;
  /** Shows the interface in another language once its bundle is loaded, and remembers the choice. */
  switchLanguage(language: Language): Promise<void>;
  /** Shows another colour scheme and remembers the choice. */
  switchColorScheme(scheme: ColorScheme): void;
}

export const PreferencesContext = createContext<Preferences | null>(null);

export function usePreferences(): Preferences {
  const preferences = useContext(PreferencesContext);
  if (!preferences) throw new Error('usePreferences outside the booted app');
  return preferences;
}
