import { arithmeticCaptchaPlugin, imageCaptchaPlugin } from './captcha/plugins.ts';
import { diagramPlugin } from './diagram/plugin.ts';
import { mathPlugin } from './math/plugin.ts';
import type { WebPlugin } from './web-plugin.ts';

/** The browser parts of the plugins shipped with Quorum, in the order their buttons appear. */
export const webPlugins: readonly WebPlugin[] = [
  mathPlugin,
  diagramPlugin,
  imageCaptchaPlugin,
  arithmeticCaptchaPlugin,
];
