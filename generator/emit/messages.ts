import type { Catalogues } from '../check/messages.ts';
import { HEADER, json } from './format.ts';

export function emitMessages(catalogues: Catalogues): Map<string, string> {
  const files = new Map<string, string>();
  const languages = [...catalogues.byLanguage.keys()];
  const keys = Object.keys(catalogues.byLanguage.get(catalogues.defaultLanguage) ?? {}).sort();
  files.set(
    'messages/keys.ts',
    `${HEADER}export const languages = ${json(languages)} as const;
export type Language = (typeof languages)[number];
export type MessageKey =\n${keys.map((key) => `  | '${key}'`).join('\n')};
export type MessageBundle = Record<MessageKey, string>;
`,
  );
  for (const [language, catalogue] of catalogues.byLanguage) {
    const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)));
    files.set(
      `messages/${language}.ts`,
      `${HEADER}import type { MessageBundle } from './keys.ts';\n\nconst bundle: MessageBundle = ${json(sorted)};\n\nexport default bundle;\n`,
    );
  }
  files.set(
    'messages/index.ts',
    `${HEADER}import type { Language, MessageBundle } from './keys.ts';

export * from './keys.ts';

/** One lazy loader per language, so a browser downloads only the bundle it uses. */
export const bundleLoaders: Record<Language, () => Promise<MessageBundle>> = {
${languages.map((language) => `  ${language}: () => import('./${language}.ts').then((module) => module.default),`).join('\n')}
};
`,
  );
  return files;
}
