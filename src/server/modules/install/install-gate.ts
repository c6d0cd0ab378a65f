import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isInstalled } from './install-state.ts';

/**
 * Whether the site-and-admin step of the installation is done. Asked before every call and page until
 * the answer is yes; a site never becomes uninstalled again, so from then on the answer costs nothing.
 */
export class InstallGate {
  private installed = false;

  /** `db` is read per use, as installation may switch the database */
  constructor(private readonly db: () => Kysely<Database>) {}

  async isOpen(): Promise<boolean> {
    if (this.installed) return true;
    this.installed = await isInstalled(this.db());
    return this.installed;
  }
}
