import type { LanguageBundle } from '../../../machines/boot.machine.ts';
import type { CallOptions } from '../../shared/api/envelope-runtime.ts';
import type { Language } from '../../shared/preferences/index.ts';
import { apiInLanguage } from './api-client.ts';
import { readCachedBundle } from './bundle-cache.ts';

/**
 * The interface messages of a language, as the server serves them (getLanguageConfig). With the content
 * hash a server-drawn page names, the browser may answer from its cache (or the page's preload).
 */
export async function fetchBundle(
  language: Language,
  options?: CallOptions,
  version?: string,
): Promise<LanguageBundle> {
  const query = version === undefined ? {} : { v: version };
  // the schema can only say "a text or an array"; the arrays are the generator's compiled messages
  return (await apiInLanguage(language).getLanguageConfig({ query }, options)).ui as LanguageBundle;
}

/** The session's cached bundle when it is this language's, else a fresh one. */
export async function bundleFor(language: Language, options?: CallOptions): Promise<LanguageBundle> {
  const cached = readCachedBundle();
  return cached?.language === language ? cached.bundle : fetchBundle(language, options);
}
