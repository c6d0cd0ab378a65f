import { constants } from '../../../generated/constants.ts';
import { createApiClient, type ApiClient } from '../../../generated/client.ts';
import type { Language } from '../../shared/preferences/index.ts';
import { responseHooks } from './response-hooks.ts';
import { readStored } from './storage.ts';

let clientLanguage: Language = constants.languages.default;

/** The language of the interface; the server answers messages in it (Accept-Language). */
export function setClientLanguage(language: Language): void {
  clientLanguage = language;
}

const readToken = () => readStored(constants.storage.keys.login_token);

/** The site's API client, wired to the toasts, dialogs, navigation and error pages. */
export const api: ApiClient = createApiClient({
  token: readToken,
  language: () => clientLanguage,
  hooks: responseHooks,
});

/** A client that asks in one given language, for fetching that language's bundle. */
export function apiInLanguage(language: Language): ApiClient {
  return createApiClient({ token: readToken, language: () => language, hooks: responseHooks });
}
