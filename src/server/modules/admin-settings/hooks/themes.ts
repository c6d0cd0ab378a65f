import { themeOptions } from '../../admin-theme/theme-options.ts';
import type { SettingsHook } from '../hook.ts';

/** Themes: GET answers the themes on offer beside the settings (the schema validates the colour and styles). */
export const themes: SettingsHook = {
  present(values) {
    return { ...values, theme_options: themeOptions() };
  },
};
