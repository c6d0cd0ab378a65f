import type { QuorumDatabase } from './connect.ts';

/**
 * The app's one database, which the install wizard may replace while the server runs (after `init`
 * writes config.yaml). Services read `db` and `engine` through this holder on every use, so a switch
 * reaches every later request; requests already running finish on the connection they started with.
 */
export class SwitchableDatabase implements QuorumDatabase {
  #current: QuorumDatabase;
  #url: string;
  readonly #watchers: Array<(current: QuorumDatabase) => void> = [];

  constructor(initial: QuorumDatabase, url: string) {
    this.#current = initial;
    this.#url = url;
  }

  /** the URL of the current database */
  get url(): string {
    return this.#url;
  }

  get db(): QuorumDatabase['db'] {
    return this.#current.db;
  }

  get engine(): QuorumDatabase['engine'] {
    return this.#current.engine;
  }

  /** Calls `watcher` with the current database now and with each one that replaces it. */
  watch(watcher: (current: QuorumDatabase) => void): void {
    this.#watchers.push(watcher);
    watcher(this.#current);
  }

  /** Makes `next` the app's database and closes the one it replaces. */
  async switchTo(next: QuorumDatabase, url: string): Promise<void> {
    const previous = this.#current;
    this.#current = next;
    this.#url = url;
    for (const watcher of this.#watchers) watcher(next);
    await previous.close();
  }

  close(): Promise<void> {
    return this.#current.close();
  }
}
