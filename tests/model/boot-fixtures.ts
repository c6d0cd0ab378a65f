import type { Agent, BootInput, LanguageBundle, LoggedInUser, SiteInfo } from '../../machines/boot.machine.ts';
import type { ColorScheme, Language } from '../../src/shared/preferences/index.ts';

export const siteInfo: SiteInfo = {
  general: { name: 'Quorum test site' },
  interface: { language: 'zh_CN', time_zone: 'Asia/Shanghai' },
  theme: { color_scheme: 'dark' },
};

export const agent: Agent = { enabled: true };

/** A user as loaded at boot, with the preferences the boot must end up applying for them. */
export interface BootUserCase {
  name: string;
  user: LoggedInUser | null;
  language: Language;
  colorScheme: ColorScheme;
}

export const bootUserCases: readonly BootUserCase[] = [
  { name: 'anonymous', user: null, language: 'zh_CN', colorScheme: 'dark' },
  {
    name: 'following the site',
    user: { language: 'default', color_scheme: 'default' },
    language: 'zh_CN',
    colorScheme: 'dark',
  },
  {
    name: 'with own settings',
    user: { language: 'en_US', color_scheme: 'light' },
    language: 'en_US',
    colorScheme: 'light',
  },
];

export const bundles: Record<Language, LanguageBundle> = {
  en_US: { 'ui.welcome': 'Welcome' },
  zh_CN: { 'ui.welcome': '欢迎' },
};

export const loadFailures = {
  loadSiteInfo: new Error('site info unavailable'),
  loadUser: new Error('user unavailable'),
  loadAgent: new Error('agent unavailable'),
  loadLanguageBundle: new Error('language bundle unavailable'),
};

/** Sessions to boot from: one whose cache holds the site's language, one with nothing cached. */
export const bootInputs: readonly { name: string; input: BootInput }[] = [
  {
    name: 'session cache holding zh_CN',
    input: { cachedBundleLanguage: 'zh_CN', storedLanguage: 'en_US', storedColorScheme: 'light' },
  },
  { name: 'empty session', input: {} },
];
