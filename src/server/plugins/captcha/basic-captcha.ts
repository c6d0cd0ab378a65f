import { randomInt, randomUUID } from 'node:crypto';
import { constants } from '../../../../generated/constants.ts';
import type { CaptchaChallenge, CaptchaProvider } from './provider.ts';
import { captchaImageDataUrl } from './svg-image.ts';
import { MemoryTtlStore, type TtlStore } from './ttl-store.ts';

const { alphabet, code_length: codeLength, ttl_seconds: ttlSeconds, store_max_entries: maxEntries } = constants.captcha;

/** A random code of the configured length range from the unambiguous alphabet. */
export function newCaptchaCode(): string {
  const length = randomInt(codeLength.min, codeLength.max + 1);
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/**
 * The built-in image captcha: an SVG drawn here, its code kept in the store until answered
 * once or expired. Answers compare without regard to case or surrounding spaces.
 */
export class BasicImageCaptcha implements CaptchaProvider {
  readonly slug_name = constants.captcha.plugin_slug;
  readonly kind = 'captcha' as const;
  readonly builtIn = true;

  constructor(private readonly codes: TtlStore<string> = new MemoryTtlStore<string>(maxEntries)) {}

  async create(): Promise<CaptchaChallenge> {
    const code = newCaptchaCode();
    const captchaId = randomUUID();
    await this.codes.set(captchaId, code, ttlSeconds * 1000);
    return { captcha_id: captchaId, captcha_img: captchaImageDataUrl(code) };
  }

  async verify(captchaId: string, code: string): Promise<boolean> {
    if (!captchaId) return false;
    const expected = await this.codes.take(captchaId);
    return expected !== undefined && code.trim().toUpperCase() === expected;
  }
}
