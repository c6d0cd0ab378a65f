import type { constants } from '../generated/constants.ts';

/** An action key of answer-api-facts §1.6 (login is `password`; register, resend and change email are `email`). */
export type CaptchaAction = (typeof constants.captcha.actions)[number]['key'];

/** The captcha to show: its id, its picture (a data URL) or question as text, and the plugin that made it. */
export interface CaptchaChallenge {
  captcha_id: string;
  captcha_img: string;
  captcha_text?: string;
  /** the captcha plugin whose web part shows it */
  captcha_plugin?: string;
}

/** What `user/action/record` answers: verify true means the next write needs the captcha shown. */
export interface CaptchaCheck extends CaptchaChallenge {
  verify: boolean;
}

/** What a write carries once the person has answered the captcha. */
export interface CaptchaAnswer {
  captcha_id: string;
  captcha_code: string;
}

export interface ReportCaptchaInput {
  action: CaptchaAction;
}

export interface ReportCaptchaContext {
  action: CaptchaAction;
  /** the captcha shown in the dialog; null while none is needed */
  challenge: CaptchaChallenge | null;
  /** the answer the write carries; null when the write needs no captcha */
  answer: CaptchaAnswer | null;
  /** why the last write or check failed; null otherwise */
  error: unknown;
}

export type ReportCaptchaEvent =
  { type: 'SUBMIT' } | { type: 'VERIFY'; captcha_code: string } | { type: 'RELOAD' } | { type: 'CANCEL' };

/** The write, given the captcha answer it must carry (null when none is needed). */
export interface SubmitInput {
  answer: CaptchaAnswer | null;
}

export interface CheckActionInput {
  action: CaptchaAction;
}
