import { compileMessage } from '../../src/shared/i18n/compile-message.ts';
import type { Catalogues } from '../check/messages.ts';
import { HEADER, json } from './format.ts';

/** `bootScreenKeys`: the messages built into the app for its loading screen (constants languages.boot_screen_messages). */
export function emitMessages(catalogues: Catalogues, bootScreenKeys: string[]): Map<string, string> {
  const files = new Map<string, string>();
  const languages = [...catalogues.byLanguage.keys()];
  const keys = Object.keys(catalogues.byLanguage.get(catalogues.defaultLanguage) ?? {}).sort();
  files.set(
    'messages/keys.ts',
    `${HEADER}import type { CompiledMessage } from '../../src/shared/i18n/compiled-message.ts';

export const languages = ${json(languages)} as const;
export type Language = (typeof languages)[number];
export type MessageKey =\n${keys.map((key) => `  | '${key}'`).join('\n')};
/** The catalogue as written in spec/i18n (ICU MessageFormat text). */
export type MessageBundle = Record<MessageKey, string>;
/** The catalogue parsed ahead of time (src/shared/i18n/compiled-message.ts), as the app formats and serves it. */
export type CompiledMessageBundle = Record<MessageKey, CompiledMessage>;
`,
  );
  for (const [language, catalogue] of catalogues.byLanguage) {
    const sorted = Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b));
    files.set(
      `messages/${language}.ts`,
      `${HEADER}import type { MessageBundle } from './keys.ts';\n\nconst bundle: MessageBundle = ${json(Object.fromEntries(sorted))};\n\nexport default bundle;\n`,
    );
    // one message a line, so a changed message is a one-line diff
    const compiled = sorted.map(
      ([key, message]) => `  ${JSON.stringify(key)}: ${JSON.stringify(compileMessage(message))},`,
    );
    files.set(
      `messages/compiled/${language}.ts`,
      `${HEADER}import type { CompiledMessageBundle } from '../keys.ts';\n\nconst bundle: CompiledMessageBundle = {\n${compiled.join('\n')}\n};\n\nexport default bundle;\n`,
    );
  }
  const bootScreen = [...catalogues.byLanguage].map(
    ([language, catalogue]) =>
      `  ${language}: {\n${bootScreenKeys.map((key) => `    ${JSON.stringify(key)}: ${JSON.stringify(compileMessage(catalogue[key]!))},`).join('\n')}\n  },`,
  );
  files.set(
    'messages/boot-screen.ts',
    `${HEADER}import type { CompiledMessageBundle, Language } from './keys.ts';

export type BootScreenKey = ${bootScreenKeys.map((key) => `'${key}'`).join(' | ') || 'never'};

/** The loading screen's few messages in every language, so it needs no catalogue before the server's arrives. */
export const bootScreenMessages: Record<Language, Pick<CompiledMessageBundle, BootScreenKey>> = {
${bootScreen.join('\n')}
};
`,
  );
  files.set(
    'messages/index.ts',
    `${HEADER}import type { CompiledMessageBundle, Language } from './keys.ts';

export * from './keys.ts';

/** One lazy loader per language, so a browser downloads only the bundle it uses. */
export const compiledBundleLoaders: Record<Language, () => Promise<CompiledMessageBundle>> = {
${languages.map((language) => `  ${language}: () => import('./compiled/${language}.ts').then((module) => module.default),`).join('\n')}
};
`,
  );
  return files;
}
