import { createHash } from 'node:crypto';
import { constants } from '../../../generated/constants.ts';
import { languages, type Language } from '../../../generated/messages/index.ts';
import type { Translator } from './translator.ts';

/**
 * A language bundle's content hash, as GET language/config?v= takes it. Worked out from the texts each
 * time (about a millisecond): plugin packages add their catalogues to the bundles in place.
 */
export function bundleVersion(bundle: object): string {
  return createHash('sha256')
    .update(JSON.stringify(bundle))
    .digest('base64url')
    .slice(0, constants.ssr.bundle_version_length);
}

/** The language whose bundle has this content hash now; null when none has (a page drawn before a change). */
export function languageOfVersion(translator: Translator, version: string): Language | null {
  return languages.find((language) => bundleVersion(translator.bundles[language]) === version) ?? null;
}
