import { constants } from '../../../generated/constants.ts';
import { createApiClient, type ApiClient } from '../../../generated/client.ts';
import type { Language } from '../../shared/preferences/index.ts';
import { responseHooks } from './response-hooks.ts';

let clientLanguage: Language = constants.languages.default;

/** The language of the interface; the server answers messages in it (Accept-Language). */
export function setClientLanguage(language: Language): void {
  clientLanguage = language;
}

/** The site's API client, wired to the toasts, dialogs, navigation and error pages; signed in by the session cookie. */
export const api: ApiClient = createApiClient({
  session: 'cookie',
  language: () => clientLanguage,
  hooks: responseHooks,
});

/** A client that asks in one given language, for fetching that language's bundle. */
export function apiInLanguage(language: Language): ApiClient {
  return createApiClient({ session: 'cookie', language: () => language, hooks: responseHooks });
}
