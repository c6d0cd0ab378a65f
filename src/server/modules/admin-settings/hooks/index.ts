import type { SettingsHooks } from '../hook.ts';
import { general } from './general.ts';

/** Each settings page's extra behaviour, by page id; a page without one only stores its form. */
export const hooks: SettingsHooks = {
  general,
};
