import { constants } from '../../../../generated/constants.ts';
import { languages, type Language, type MessageKey } from '../../../../generated/messages/index.ts';
import { compileMessage } from '../../../shared/i18n/compile-message.ts';
import type { CompiledBundle } from '../../../shared/i18n/compiled-message.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { PackageDescriptor } from './descriptor.ts';

/** A key of a plugin's own catalogue as the site's translator knows it: plugin.{slug}.{key}. */
export function pluginMessageKey(slugName: string, key: string): MessageKey {
  return `${constants.plugin_packages.message_prefix}.${slugName}.${key}` as MessageKey;
}

/**
 * Adds a plugin's catalogues to the translator under its own prefix. A language the plugin does not
 * speak gets the default language's texts, and a plugin that names itself nowhere is called by its slug.
 * They are compiled here as the generator compiles spec/i18n, so browsers get them in the same form.
 */
export function addPluginMessages(translator: Translator, descriptor: PackageDescriptor): void {
  const fallback = {
    name: descriptor.slug_name,
    description: '',
    ...descriptor.messages[constants.languages.default],
  };
  for (const language of languages) {
    const texts = { ...fallback, ...descriptor.messages[language as Language] };
    const bundle: CompiledBundle = translator.bundles[language];
    for (const [key, text] of Object.entries(texts))
      bundle[pluginMessageKey(descriptor.slug_name, key)] = compileMessage(text);
  }
}
