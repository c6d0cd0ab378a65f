import { lazy, type ComponentType } from 'react';
import { constants } from '../../../../generated/constants.ts';
import { webPlugins } from '../../plugins/built-in.ts';
import type { CaptchaDialogProps } from './CaptchaDialogFrame.tsx';

// Most writes never need a captcha, so a captcha plugin's dialog loads with the first challenge it made.
const dialogs = new Map<string, ComponentType<CaptchaDialogProps>>();

/**
 * The dialog of the captcha plugin that made a challenge (the server names it with each one, so a plugin
 * an admin switched on a moment ago is shown right); the image captcha's for one it does not name.
 */
export function dialogOf(pluginSlug: string = constants.captcha.plugin_slug): ComponentType<CaptchaDialogProps> {
  const plugin =
    webPlugins.find((candidate) => candidate.slug_name === pluginSlug && candidate.captcha) ??
    webPlugins.find((candidate) => candidate.slug_name === constants.captcha.plugin_slug)!;
  let dialog = dialogs.get(plugin.slug_name);
  if (!dialog) dialogs.set(plugin.slug_name, (dialog = lazy(plugin.captcha!)));
  return dialog;
}
