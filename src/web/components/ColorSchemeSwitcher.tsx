import { useId } from 'react';
import { constants } from '../../../generated/constants.ts';
import { isColorScheme } from '../../shared/preferences/index.ts';
import { usePreferences } from '../app/preferences-context.ts';
import { useMessage } from '../hooks/useMessage.ts';

export function ColorSchemeSwitcher() {
  const t = useMessage();
  const id = useId();
  const { colorScheme, switchColorScheme } = usePreferences();
  return (
    <div className="switcher">
      <label htmlFor={id}>{t('layout.color_scheme.label')}</label>
      <select
        id={id}
        value={colorScheme}
        onChange={(event) => isColorScheme(event.target.value) && switchColorScheme(event.target.value)}
      >
        {constants.color_scheme.values.map((scheme) => (
          <option key={scheme} value={scheme}>
            {t(`layout.color_scheme.${scheme}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
