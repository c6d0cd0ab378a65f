// The servers of one Playwright worker. A spec file asks for its site's server in beforeAll; the worker's
// fixture (tests/e2e/support/test.ts) stops whatever is still held when the worker ends, so a beforeAll that
// fails half-way leaves no process or folder behind.
import { startPrivateServer, type PrivateServer } from './private-server.ts';

interface Stoppable {
  stop(): Promise<unknown>;
}

export class SiteServers {
  #held: Stoppable[] = [];

  /** A fresh server for the spec file that asks; what the worker's previous spec file left running stops first. */
  async start(env: Record<string, string> = {}): Promise<PrivateServer> {
    await this.stopAll();
    return this.hold(await startPrivateServer(env));
  }

  /** Something else the spec file's site runs on (a mail server), stopped with it. */
  hold<T extends Stoppable>(thing: T): T {
    this.#held.push(thing);
    return thing;
  }

  /** Stops the newest first (what was held for a server goes before it), each even when one before failed. */
  async stopAll(): Promise<void> {
    const failures: unknown[] = [];
    for (const thing of this.#held.splice(0).reverse())
      await thing.stop().catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  }
}
