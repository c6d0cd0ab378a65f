import { fromPromise } from 'xstate';
import {
  bootMachine,
  type Agent,
  type BootContext,
  type LanguageBundle,
  type LoadLanguageBundleInput,
  type LoggedInUser,
  type SiteInfo as BootSiteInfo,
} from '../../../machines/boot.machine.ts';
import type { CallOptions } from '../../shared/api/envelope-runtime.ts';
import type { ColorScheme, Language } from '../../shared/preferences/index.ts';
import { api } from '../app/api-client.ts';
import { loadSignedInUser, type UserInfo } from '../app/current-user.ts';
import { fetchBundle } from '../app/language-bundle.ts';
import type { SiteInfo } from '../app/site-context.ts';
import type { UserCenterAgent } from '../app/user-center.ts';

/** What the page does when the boot machine applies its results. */
export interface BootEffects {
  /** bundle is null when the session cache already holds this language's bundle */
  language(language: Language, bundle: LanguageBundle | null): void;
  timeZone(timeZone: string): void;
  theme(colorScheme: ColorScheme, siteInfo: SiteInfo): void;
}

/** A failed boot shows its own retry screen, so its calls never raise the 50X page. */
const bootCall: CallOptions = { ignore50X: true };

/** The machine types only the parts of the site info it reads; the loader below returns all of it. */
export function siteInfoOf(context: BootContext): SiteInfo {
  if (!context.siteInfo) throw new Error('boot: the site info is not loaded');
  return context.siteInfo as SiteInfo;
}

/** The loader above returns the whole agent answer; the machine types only whether it is on. */
export function agentOf(context: BootContext): UserCenterAgent {
  if (!context.agent) throw new Error('boot: the user-center agent is not loaded');
  return context.agent as UserCenterAgent;
}

/** The loader above returns the whole user; the machine types only the preferences it reads. */
export function userOf(context: BootContext): UserInfo | null {
  return context.user as UserInfo | null;
}

export function createBootMachine(effects: BootEffects) {
  return bootMachine.provide({
    actors: {
      loadSiteInfo: fromPromise<BootSiteInfo>(() => api.getSiteInfo({}, bootCall)),
      loadUser: fromPromise<LoggedInUser | null>(() => loadSignedInUser(bootCall)),
      loadAgent: fromPromise<Agent | null>(() => api.getUserCenterAgentInfo({}, bootCall)),
      loadLanguageBundle: fromPromise<LanguageBundle, LoadLanguageBundleInput>(({ input }) =>
        fetchBundle(input.language, bootCall),
      ),
    },
    actions: {
      applyLanguage: (_, { language, bundle }) => effects.language(language, bundle),
      applyTimeZone: (_, { timeZone }) => effects.timeZone(timeZone),
      applyTheme: ({ context }, { colorScheme }) => effects.theme(colorScheme, siteInfoOf(context)),
    },
  });
}
