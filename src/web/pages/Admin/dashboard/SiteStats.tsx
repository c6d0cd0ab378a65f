import type { ReactNode } from 'react';
import type { MessageKey } from '../../../../../generated/messages/index.ts';
import type { DataOf } from '../../../../../generated/operations.ts';
import { useMessage } from '../../../hooks/useMessage.ts';

type Dashboard = DataOf<'getAdminDashboard'>['info'];

function Stat({ label, children }: { label: MessageKey; children: ReactNode }) {
  const t = useMessage();
  return (
    <div className="admin-stat">
      <dt>{t(label)}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The counts of posts, people, votes and pending flags, with the resolved and unanswered shares. */
export function SiteStats({ data }: { data: Dashboard }) {
  const t = useMessage();
  const rate = (percent: number) => (
    <span className="admin-stat-note">{t('admin_dashboard.counts.rate', { rate: percent / 100 })}</span>
  );
  return (
    <section className="admin-card" aria-labelledby="admin-stats-heading">
      <h2 id="admin-stats-heading">{t('admin_dashboard.counts.heading')}</h2>
      <dl className="admin-stats">
        <Stat label="admin_dashboard.counts.questions">{data.question_count}</Stat>
        <Stat label="admin_dashboard.counts.resolved">
          {data.resolved_count}
          {rate(data.resolved_rate)}
        </Stat>
        <Stat label="admin_dashboard.counts.unanswered">
          {data.unanswered_count}
          {rate(data.unanswered_rate)}
        </Stat>
        <Stat label="admin_dashboard.counts.answers">{data.answer_count}</Stat>
        <Stat label="admin_dashboard.counts.comments">{data.comment_count}</Stat>
        <Stat label="admin_dashboard.counts.votes">{data.vote_count}</Stat>
        <Stat label="admin_dashboard.counts.users">{data.user_count}</Stat>
        <Stat label="admin_dashboard.counts.flags">{data.report_count}</Stat>
      </dl>
    </section>
  );
}
