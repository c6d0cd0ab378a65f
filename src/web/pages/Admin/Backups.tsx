import { useEffect, useState } from 'react';
import { useMessages } from '../../app/messages-context.tsx';
import Download from 'lucide-react/icons/download';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import { settingsPages } from '../../../../generated/settings-pages.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { api } from '../../app/api-client.ts';
import { showToast } from '../../app/toasts.ts';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { Message } from '../../components/Message.tsx';
import { useMessage } from '../../hooks/useMessage.ts';
import { useByteSize } from './dashboard/byte-size.ts';
import { SettingsPageForm } from './Settings.tsx';
import './settings.css';

type Backups = DataOf<'listAdminBackups'>;
type BackupJob = Backups['job'];

const schedulePage = settingsPages.find((page) => page.id === 'backups')!;

/** Where the server streams an archive from (serve-backup-downloads.ts). */
function downloadUrl(name: string): string {
  return `${constants.admin_api_prefix}${constants.backup.download_path}/${encodeURIComponent(name)}`;
}

/**
 * The backups page (spec/settings/backups.yaml, spec/openapi/backup.yaml): the archives with their
 * downloads, a button that starts a backup and reports its progress, then the daily backup's settings.
 */
export default function BackupsPage() {
  const [backups, setBackups] = useState<Backups | 'loading' | 'failed'>('loading');
  const running = typeof backups === 'object' && backups.job.running;

  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      api.listAdminBackups({}, { signal: controller.signal }).then(setBackups, () => {
        if (!controller.signal.aborted) setBackups('failed');
      });
    // while a backup runs, its progress and then the new archive are asked for again and again
    const timer = running ? setInterval(load, constants.backup.progress_poll_ms) : null;
    if (!running) void load();
    return () => {
      controller.abort();
      if (timer) clearInterval(timer);
    };
  }, [running]);

  return (
    <section className="admin-settings admin-backups" aria-labelledby="backups-heading">
      <h1 id="backups-heading">
        <Message id="page_title.admin_backups" />
      </h1>
      <p>
        <Message id="admin_backups.intro" />
      </p>
      {backups === 'loading' && <LoadingStatus />}
      {backups === 'failed' && (
        <p role="alert">
          <Message id="admin_settings.load_failed" />
        </p>
      )}
      {typeof backups === 'object' && (
        <>
          <BackUpNow job={backups.job} onStarted={(job) => setBackups({ ...backups, job })} />
          <BackupTable list={backups.list} />
        </>
      )}
      <h2>
        <Message id="admin_backups.schedule_title" />
      </h2>
      <SettingsPageForm page={schedulePage} />
    </section>
  );
}

function BackUpNow({ job, onStarted }: { job: BackupJob; onStarted(job: BackupJob): void }) {
  const t = useMessage();
  const [starting, setStarting] = useState(false);
  const [startedHere, setStartedHere] = useState(false);

  async function start() {
    setStarting(true);
    try {
      onStarted(await api.createAdminBackup({}));
      setStartedHere(true);
    } catch (caught) {
      // the client's hooks have shown the refusal (one already running) as a toast
      if (!(caught instanceof ApiError)) throw caught;
    } finally {
      setStarting(false);
    }
  }

  // the outcome of the backup started here is told once, when the polled job stops running
  useEffect(() => {
    if (!startedHere || job.running) return;
    setStartedHere(false);
    showToast(job.failed ? 'danger' : 'success', t(job.failed ? 'admin_backups.failed' : 'admin_backups.done'));
  }, [startedHere, job.running, job.failed, t]);

  return (
    <div className="backup-now">
      <button
        type="button"
        className="button button-primary"
        onClick={() => void start()}
        disabled={starting || job.running}
      >
        <Message id="admin_backups.create" />
      </button>
      <p role="status" className="form-help">
        {job.running &&
          (job.total > 0 ? (
            <Message id="admin_backups.running" values={{ done: job.done, total: job.total }} />
          ) : (
            <Message id="admin_backups.starting" />
          ))}
        {!job.running && job.failed && <Message id="admin_backups.failed" />}
      </p>
    </div>
  );
}

function BackupTable({ list }: { list: Backups['list'] }) {
  const t = useMessage();
  const intl = useMessages();
  const size = useByteSize();
  if (list.length === 0)
    return (
      <p>
        <Message id="admin_backups.empty" />
      </p>
    );
  return (
    <div className="privilege-table-wrap">
      <table className="privilege-table backup-table">
        <caption>
          <Message id="admin_backups.list_caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Message id="admin_backups.column_name" />
            </th>
            <th scope="col">
              <Message id="admin_backups.column_size" />
            </th>
            <th scope="col">
              <Message id="admin_backups.column_date" />
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((backup) => {
            const finished = new Date(backup.created_at * 1000);
            return (
              <tr key={backup.name}>
                <th scope="row">
                  <a
                    href={downloadUrl(backup.name)}
                    download={backup.name}
                    aria-label={t('admin_backups.download', { name: backup.name })}
                  >
                    <Download aria-hidden="true" size={16} /> {backup.name}
                  </a>
                </th>
                <td>{size(backup.bytes)}</td>
                <td>
                  <time dateTime={finished.toISOString()}>
                    {intl.formatDate(finished, { dateStyle: 'medium', timeStyle: 'short' })}
                  </time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
