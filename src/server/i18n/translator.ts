import { constants } from '../../../generated/constants.ts';
import {
  compiledBundleLoaders,
  languages,
  type CompiledMessageBundle,
  type Language,
  type MessageKey,
} from '../../../generated/messages/index.ts';
import { createMessages } from '../../shared/i18n/format-message.ts';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export interface Translator {
  /** each language's precompiled messages, as GET language/config serves them */
  bundles: Record<Language, CompiledMessageBundle>;
  /** the best supported language for an Accept-Language header, else the default */
  pick(acceptLanguage: string | undefined): Language;
  forLanguage(language: Language): Translate;
}

const localeOf = new Map<string, string>(constants.languages.available.map((entry) => [entry.value, entry.locale]));

function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}

/** Matches `zh-CN`, `zh_CN`, `zh-cn;q=0.8` or plain `zh` to a supported language. */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  return matchLanguage(acceptLanguage) ?? (constants.languages.default as Language);
}

/** The supported language an Accept-Language header asks for, or null when it names none of them (or `*`). */
export function matchLanguage(acceptLanguage: string | undefined): Language | null {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().replace('-', '_') ?? '')
    .filter(Boolean);
  for (const tag of wanted) {
    const exact = languages.find((language) => language.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const primary = languages.find((language) => language.split('_')[0] === tag.split('_')[0]?.toLowerCase());
    if (primary) return primary;
  }
  return null;
}

export async function createTranslator(): Promise<Translator> {
  const loaded = await Promise.all(
    // copies: plugin packages add their catalogues to a translator's own bundles
    languages.map(async (language) => [language, { ...(await compiledBundleLoaders[language]()) }] as const),
  );
  const bundles = Object.fromEntries(loaded) as Record<Language, CompiledMessageBundle>;
  const formats = Object.fromEntries(
    languages.map((language) => [
      language,
      createMessages({ locale: localeOf.get(language)!, bundle: bundles[language] }),
    ]),
  ) as Record<Language, ReturnType<typeof createMessages>>;
  return {
    bundles,
    pick: pickLanguage,
    forLanguage(language) {
      return formats[isLanguage(language) ? language : (constants.languages.default as Language)].format;
    },
  };
}
