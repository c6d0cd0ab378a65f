import type { SettingsHooks } from '../hook.ts';
import { branding } from './branding.ts';
import { general } from './general.ts';
import { privileges } from './privileges.ts';
import { smtp } from './smtp.ts';
import { themes } from './themes.ts';
import { interfaceSettings } from './interface.ts';
import { legal } from './legal.ts';
import { login } from './login.ts';
import { write } from './write.ts';

/** Each settings page's extra behaviour, by page id; a page without one only stores its form. */
export const hooks: SettingsHooks = {
  general,
  branding,
  smtp,
  themes,
  privileges,
  interface: interfaceSettings,
  legal,
  login,
  write,
};
