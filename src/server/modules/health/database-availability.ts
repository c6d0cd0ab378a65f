import type { FastifyBaseLogger } from 'fastify';
import { constants } from '../../../../generated/constants.ts';

const { check_timeout_ms: checkTimeoutMs, probe_interval_ms: probeIntervalMs } = constants.health;

/** Why the check failed, or null when the database answered in time. */
export type CheckResult = string | null;

/**
 * Whether this process can reach its database, known without asking on every request: a probe asks every
 * probe_interval_ms (so an outage is seen even while every answer would come from a cache), and a request
 * that finds the database out of reach says so at once. Transitions are logged once each way.
 */
export class DatabaseAvailability {
  private failure: string | null = null;
  private inFlight: Promise<CheckResult> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly ask: () => Promise<unknown>,
    private readonly log: FastifyBaseLogger,
  ) {}

  get available(): boolean {
    return this.failure === null;
  }

  /** Probes until stop(), without keeping the process alive. */
  start(): void {
    const next = () => {
      this.timer = setTimeout(() => void this.check().finally(() => this.timer && next()), probeIntervalMs);
      this.timer.unref();
    };
    next();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Asks the database now (sharing a check already under way) and records the answer. */
  check(): Promise<CheckResult> {
    this.inFlight ??= this.askInTime().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** A request found the database out of reach: answer 503 until a probe reaches it again. */
  lost(error: unknown): void {
    this.record(error instanceof Error ? error.message : String(error));
  }

  private async askInTime(): Promise<CheckResult> {
    let timeout: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timeout = setTimeout(() => reject(new Error(`no answer within ${checkTimeoutMs} ms`)), checkTimeoutMs);
    });
    try {
      await Promise.race([this.ask(), late]);
      this.record(null);
    } catch (error) {
      this.record(error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timeout);
    }
    return this.failure;
  }

  private record(failure: string | null): void {
    if (failure !== null && this.failure === null) this.log.error({ failure }, 'the database is out of reach');
    if (failure === null && this.failure !== null) this.log.warn('the database answers again');
    this.failure = failure;
  }
}
