import type { SettingsHooks } from '../hook.ts';
import { general } from './general.ts';
import { interfaceSettings } from './interface.ts';
import { legal } from './legal.ts';
import { login } from './login.ts';
import { write } from './write.ts';

/** Each settings page's extra behaviour, by page id; a page without one only stores its form. */
export const hooks: SettingsHooks = {
  general,
  interface: interfaceSettings,
  legal,
  login,
  write,
};
