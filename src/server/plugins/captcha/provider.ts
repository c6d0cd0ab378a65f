import type { PluginDescriptor } from '../host.ts';

/** A new captcha for a person to read: its id, and the image as a data URL or the question as text. */
export interface CaptchaChallenge {
  captcha_id: string;
  captcha_img: string;
  captcha_text?: string;
}

/** What a captcha plugin provides: it creates challenges and checks answers (each id once). */
export interface CaptchaProvider extends PluginDescriptor {
  kind: 'captcha';
  create(): Promise<CaptchaChallenge>;
  verify(captchaId: string, code: string): Promise<boolean>;
}
