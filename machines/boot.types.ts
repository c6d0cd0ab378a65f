import type { CompiledBundle } from '../src/shared/i18n/compiled-message.ts';
import type { ColorScheme, Language } from '../src/shared/preferences/index.ts';

/** The parts of the site information the boot reads. */
export interface SiteInfo {
  general: { name: string };
  interface: { language: string; time_zone: string };
  theme: { color_scheme: string };
}

/** The parts of the logged-in user the boot reads; an anonymous visitor has none. */
export interface LoggedInUser {
  language: string;
  color_scheme: string;
}

export interface Agent {
  enabled: boolean;
}

/** Message id to its translated text, precompiled (src/shared/i18n/compiled-message.ts). */
export type LanguageBundle = CompiledBundle;

export interface BootInput {
  storedLanguage?: string;
  storedColorScheme?: string;
  /** The language of the bundle the session cache already holds, if any. */
  cachedBundleLanguage?: string;
}

export interface BootContext {
  /** Kept so that RETRY can start over from it. */
  input: BootInput;
  siteInfo: SiteInfo | null;
  user: LoggedInUser | null;
  agent: Agent | null;
  language: Language;
  colorScheme: ColorScheme;
  timeZone: string;
  /** A freshly fetched bundle; null while the cached one serves. */
  bundle: LanguageBundle | null;
  /** The last load failure; cleared by RETRY. */
  error: unknown;
}

export type BootEvent = { type: 'RETRY' };

export interface ApplyLanguageParams {
  language: Language;
  /** Null when the session cache already holds this language's bundle. */
  bundle: LanguageBundle | null;
}

export interface ApplyTimeZoneParams {
  timeZone: string;
}

export interface ApplyThemeParams {
  colorScheme: ColorScheme;
}

export interface LoadLanguageBundleInput {
  language: Language;
}
