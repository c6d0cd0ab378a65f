import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { countHit, counterKey } from '../../db/rate-counters.ts';
import { AppError } from '../../http/app-error.ts';
import type { Database } from '../../db/schema.ts';
import type { PluginHost } from '../../plugins/host.ts';
import type { CaptchaChallenge, CaptchaProvider } from '../../plugins/captcha/provider.ts';
import { thresholdsOf, type CaptchaThresholds } from '../../plugins/captcha/thresholds.ts';
import { ActionRecords } from './action-records.ts';
import { captchaRequired, resetsOnSuccess, staffChecked, type CaptchaAction } from './action-rules.ts';

const ISSUE_WINDOW_SECONDS = constants.captcha.issue_window_seconds;

/** Who acts: the unit their actions are counted under, and whether they are an admin or moderator. */
export interface CaptchaCaller {
  unit: string;
  staff: boolean;
}

/**
 * The captcha strategy of answer-api-facts §1.6. Everything here is inert while no captcha
 * plugin is enabled: nothing is required and nothing verifies.
 */
export class CaptchaService {
  readonly #providers = new Map<string, CaptchaProvider>();

  constructor(
    private readonly plugins: PluginHost,
    private readonly db: () => Kysely<Database>,
    private readonly records: ActionRecords = new ActionRecords(db),
    private readonly now: () => number = Date.now,
  ) {}

  /** Registers a captcha plugin with the plugin host and keeps it for creating and verifying. */
  register(provider: CaptchaProvider): void {
    this.plugins.register(provider);
    this.#providers.set(provider.slug_name, provider);
  }

  /** The enabled captcha plugin, if any (the admin keeps at most one enabled). */
  async activeProvider(): Promise<CaptchaProvider | null> {
    const statuses = await this.plugins.statuses(this.db());
    const enabled = statuses.find((status) => status.enabled && this.#providers.has(status.slug_name));
    return enabled ? this.#providers.get(enabled.slug_name)! : null;
  }

  /**
   * The thresholds in force: the enabled captcha plugin's settings over the defaults of spec/constants.yaml.
   * Every check of a threshold reads them here.
   */
  async thresholds(provider?: CaptchaProvider | null): Promise<CaptchaThresholds> {
    const active = provider === undefined ? await this.activeProvider() : provider;
    return thresholdsOf(active ? await this.plugins.configValues(this.db(), active.slug_name) : {});
  }

  /** Whether the unit's next `action` must carry a captcha, by the thresholds alone (no role exemption). */
  async requires(action: CaptchaAction, unit: string): Promise<boolean> {
    const provider = await this.activeProvider();
    if (!provider) return false;
    const { counts } = await this.thresholds(provider);
    const count = (counts as Partial<Record<CaptchaAction, number>>)[action];
    return captchaRequired(action, await this.records.get(action, unit), this.now(), count);
  }

  /** `requires`, with admins and moderators exempt except for the staff-checked actions (email, password). */
  async requiredFor(action: CaptchaAction, caller: CaptchaCaller): Promise<boolean> {
    if (caller.staff && !staffChecked(action)) return false;
    return this.requires(action, caller.unit);
  }

  /**
   * Counts an action under its unit. Call it once the action is done; for an action that counts
   * failures (password), call it after every attempt and pass `success`: a success starts again.
   */
  async record(action: CaptchaAction, unit: string, { success = false }: { success?: boolean } = {}): Promise<void> {
    if (success && resetsOnSuccess(action)) await this.records.reset(action, unit);
    else await this.records.add(action, unit);
  }

  /**
   * A new challenge from the enabled plugin for a client address; null while none is enabled. A client
   * that asks for too many is refused, so nobody can fill the store or farm pictures.
   */
  async create(clientIp: string): Promise<(CaptchaChallenge & { captcha_plugin: string }) | null> {
    const provider = await this.activeProvider();
    if (!provider) return null;
    if (
      (await countHit(this.db(), counterKey('captcha.issue', clientIp), ISSUE_WINDOW_SECONDS)) >
      constants.captcha.issue_per_client
    ) {
      throw AppError.badRequest('error.captcha.too_many_requests', 'toast', {
        minutes: Math.ceil(ISSUE_WINDOW_SECONDS / 60),
      });
    }
    // the browser shows it with the web part of the plugin that made it, even one switched on a moment ago
    return { ...(await provider.create()), captcha_plugin: provider.slug_name };
  }

  /** Checks an answer; every captcha id is answered once, right or wrong. */
  async verify(captchaId: string, captchaCode: string): Promise<boolean> {
    const provider = await this.activeProvider();
    return provider ? provider.verify(captchaId, captchaCode) : false;
  }
}
