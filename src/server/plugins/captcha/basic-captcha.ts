import { randomInt, randomUUID } from 'node:crypto';
import { constants } from '../../../../generated/constants.ts';
import { builtInAbout } from '../built-in.ts';
import type { CaptchaChallenge, CaptchaProvider } from './provider.ts';
import type { DatabaseChallengeStore } from './challenge-store.ts';
import { captchaImageDataUrl } from './svg-image.ts';
import { captchaThresholdFields } from './thresholds.ts';

const { alphabet, code_length: codeLength, ttl_seconds: ttlSeconds } = constants.captcha;

/** A random code of the configured length range from the unambiguous alphabet. */
export function newCaptchaCode(): string {
  const length = randomInt(codeLength.min, codeLength.max + 1);
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/**
 * The built-in image captcha: a picture drawn here and sent as a PNG (no paths to read), its code kept
 * in the database until answered once or expired. Answers compare without regard to case or surrounding spaces.
 */
export class BasicImageCaptcha implements CaptchaProvider {
  readonly slug_name = constants.captcha.plugin_slug;
  readonly kind = 'captcha' as const;
  readonly builtIn = true;
  readonly about = builtInAbout('plugin_info.captcha_basic.name', 'plugin_info.captcha_basic.description');
  readonly configFields = captchaThresholdFields;

  constructor(private readonly challenges: DatabaseChallengeStore) {}

  async create(): Promise<CaptchaChallenge> {
    const code = newCaptchaCode();
    const captchaId = randomUUID();
    const image = await captchaImageDataUrl(code);
    await this.challenges.put(captchaId, code, ttlSeconds * 1000);
    return { captcha_id: captchaId, captcha_img: image };
  }

  async verify(captchaId: string, code: string): Promise<boolean> {
    if (!captchaId) return false;
    return this.challenges.take(captchaId, code.trim().toUpperCase());
  }
}
