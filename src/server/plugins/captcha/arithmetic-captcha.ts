import { randomInt, randomUUID } from 'node:crypto';
import { constants } from '../../../../generated/constants.ts';
import { builtInAbout } from '../built-in.ts';
import type { DatabaseChallengeStore } from './challenge-store.ts';
import type { CaptchaChallenge, CaptchaProvider } from './provider.ts';
import { captchaThresholdFields } from './thresholds.ts';

const { term_max: termMax, factor_max: factorMax, answer_max_length: answerMaxLength } = constants.captcha.arithmetic;
const ANSWER = new RegExp(`^\\d{1,${answerMaxLength}}$`);

interface Sum {
  /** written with the real minus and times signs, which screen readers say as "minus" and "times" */
  question: string;
  answer: number;
}

const OPERATIONS: ReadonlyArray<() => Sum> = [
  () => {
    const [a, b] = [randomInt(1, termMax + 1), randomInt(1, termMax + 1)];
    return { question: `${a} + ${b}`, answer: a + b };
  },
  () => {
    const [x, y] = [randomInt(1, termMax + 1), randomInt(1, termMax + 1)];
    // the larger term first, so no answer is negative
    const [a, b] = [Math.max(x, y), Math.min(x, y)];
    return { question: `${a} \u2212 ${b}`, answer: a - b };
  },
  () => {
    const [a, b] = [randomInt(2, factorMax + 1), randomInt(2, factorMax + 1)];
    return { question: `${a} \u00d7 ${b}`, answer: a * b };
  },
];

/**
 * The accessible captcha: a small sum sent as text. It was chosen over a proof-of-work because a person
 * who cannot see a picture can still answer it (a screen reader reads it, any keyboard types it), it
 * needs no code of its own in the browser and costs a phone nothing, while a proof-of-work mostly slows
 * the people on the slowest devices. Like the image captcha, its answers are kept in the database and
 * each question is answered once, before it expires; its thresholds are the same settings.
 */
export class ArithmeticCaptcha implements CaptchaProvider {
  readonly slug_name = constants.captcha.arithmetic.plugin_slug;
  readonly kind = 'captcha' as const;
  readonly builtIn = false;
  readonly about = builtInAbout('plugin_info.captcha_arithmetic.name', 'plugin_info.captcha_arithmetic.description');
  readonly configFields = captchaThresholdFields;

  constructor(private readonly challenges: DatabaseChallengeStore) {}

  async create(): Promise<CaptchaChallenge> {
    const { question, answer } = OPERATIONS[randomInt(OPERATIONS.length)]!();
    const captchaId = randomUUID();
    await this.challenges.put(captchaId, String(answer), constants.captcha.ttl_seconds * 1000);
    return { captcha_id: captchaId, captcha_img: '', captcha_text: question };
  }

  async verify(captchaId: string, code: string): Promise<boolean> {
    if (!captchaId) return false;
    const typed = code.trim();
    // "07" is 7; anything but digits uses the question up all the same
    return this.challenges.take(captchaId, ANSWER.test(typed) ? String(Number(typed)) : '');
  }
}
