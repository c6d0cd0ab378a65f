import { useId } from 'react';
import { isLanguage, type Language } from '../../shared/preferences/index.ts';
import { localeOf } from '../../shared/preferences/locale.ts';
import { usePreferences } from '../app/preferences-context.ts';
import { useLanguageOptions } from '../hooks/useLanguageOptions.ts';
import { useMessage } from '../hooks/useMessage.ts';

export function LanguageSwitcher() {
  const t = useMessage();
  const id = useId();
  // a visitor switches between the languages themselves; the user setting's 'Default' is no language
  const options = useLanguageOptions()?.filter((option): option is { label: string; value: Language } =>
    isLanguage(option.value),
  );
  const { language, switchLanguage } = usePreferences();
  if (!options) return null;

  const choose = (value: string) => {
    // A failed switch was already shown by the API client; the language stays as it was.
    if (isLanguage(value)) switchLanguage(value).catch(() => undefined);
  };
  return (
    <div className="switcher">
      <label htmlFor={id}>{t('layout.language.label')}</label>
      <select id={id} value={language} onChange={(event) => choose(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={localeOf(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
