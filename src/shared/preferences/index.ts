export { isLanguage, resolveLanguage } from './language.ts';
export { localeOf } from './locale.ts';
export type { Language, LanguageSources } from './language.ts';
export { effectiveColorScheme, isColorScheme, resolveColorScheme } from './color-scheme.ts';
export type { ColorScheme, ColorSchemeSources, EffectiveColorScheme } from './color-scheme.ts';
