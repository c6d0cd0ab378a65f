import type { FastifyBaseLogger } from 'fastify';
import type { DataOf } from '../../../../generated/operations.ts';
import type { QuorumDatabase } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { backupsDirectory, newBackupPath } from './backup-files.ts';
import { writeBackup } from './write-backup.ts';

export type BackupJobState = DataOf<'createAdminBackup'>;

/**
 * The backups the server process makes (the admin's "back up now", the daily job): one at a time, as two
 * would copy the same rows twice over the same connection pool. Its state is what the admin page polls.
 */
export class BackupJobs {
  #state: BackupJobState = { running: false, done: 0, total: 0, failed: false };
  #finished: Promise<string | null> = Promise.resolve(null);

  constructor(
    private readonly database: QuorumDatabase,
    private readonly dataDir: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  state(): BackupJobState {
    return { ...this.#state };
  }

  /**
   * Starts a backup and answers at once with the running state; `finished` settles when the archive is
   * written (with its path) or the attempt failed (logged, with null). Refused while one runs.
   */
  start(now = new Date()): { state: BackupJobState; finished: Promise<string | null> } {
    if (this.#state.running) throw AppError.badRequest('backup.error.running', 'toast');
    this.#state = { running: true, done: 0, total: 0, failed: false };
    const archive = newBackupPath(backupsDirectory(this.dataDir), now);
    const finished = writeBackup(this.database, this.dataDir, archive, (done, total) => {
      this.#state = { ...this.#state, done, total };
    }).then(
      () => {
        this.#state = { ...this.#state, running: false };
        return archive;
      },
      (error: unknown) => {
        this.log.error({ err: error }, 'the backup failed');
        this.#state = { ...this.#state, running: false, failed: true };
        return null;
      },
    );
    this.#finished = finished;
    return { state: this.state(), finished };
  }

  /** Settles once no backup runs (the server waits for it before closing the database). */
  async idle(): Promise<void> {
    await this.#finished;
  }
}
