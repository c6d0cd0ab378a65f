import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { DataOf } from '../../../../generated/operations.ts';
import { api } from '../../app/api-client.ts';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { useApiData } from '../../hooks/useApiData.ts';
import { userPath } from '../../components/question/links.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { previousRevisionId } from './previous-revision.ts';
import { RevisionDiff } from './RevisionDiff.tsx';
import './timeline.css';

type Timeline = DataOf<'getTimeline'>;
type Item = Timeline['timeline'][number];

const COLUMNS = 5;

function When({ seconds }: { seconds: number }) {
  const date = new Date(seconds * 1000);
  return <time dateTime={date.toISOString()}>{date.toLocaleString()}</time>;
}

function Row({ item, previous }: { item: Item; previous: string | null }) {
  const t = useMessage();
  const [comparing, setComparing] = useState(false);
  const diffId = `revision-diff-${item.activity_id}`;
  const user = item.user_info;
  return (
    <>
      <tr>
        <td>
          <When seconds={item.created_at} />
        </td>
        <td>
          {t(`timeline.type.${item.activity_type}`)}
          {item.cancelled && <span className="timeline-cancelled"> {t('timeline.cancelled')}</span>}
        </td>
        <td>{user && <Link to={userPath(user.username)}>{user.display_name || user.username}</Link>}</td>
        {item.activity_type === 'commented' ? (
          // a comment's row carries the comment's HTML, sanitized by the server when it was written
          <td className="timeline-comment" dangerouslySetInnerHTML={{ __html: item.comment }} />
        ) : (
          <td className="timeline-comment">{item.comment}</td>
        )}
        <td>
          {previous && (
            <button
              type="button"
              className="button"
              aria-expanded={comparing}
              aria-controls={diffId}
              onClick={() => setComparing((shown) => !shown)}
            >
              {t(comparing ? 'timeline.hide_compare' : 'timeline.compare')}
            </button>
          )}
        </td>
      </tr>
      {previous && comparing && (
        <tr id={diffId}>
          <td colSpan={COLUMNS}>
            <RevisionDiff newRevisionId={item.revision_id} oldRevisionId={previous} />
          </td>
        </tr>
      )}
    </>
  );
}

/** The rows of a timeline under what it is about; the tag timeline shows it too. */
export function TimelineTable({ timeline }: { timeline: Timeline }) {
  const t = useMessage();
  const items = timeline.timeline;
  return (
    <>
      <p className="timeline-of">{t('timeline.of', { title: timeline.object_info.title })}</p>
      {items.length === 0 ? (
        <p>{t('timeline.no_activity')}</p>
      ) : (
        <table className="timeline-table">
          <thead>
            <tr>
              <th scope="col">{t('timeline.columns.when')}</th>
              <th scope="col">{t('timeline.columns.action')}</th>
              <th scope="col">{t('timeline.columns.by')}</th>
              <th scope="col">{t('timeline.columns.comment')}</th>
              <th scope="col">{t('timeline.columns.compare')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <Row key={item.activity_id} item={item} previous={previousRevisionId(items, index)} />
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** The page of one object's timeline: its heading and table, once loaded. */
export function TimelinePage({ objectId }: { objectId: string }) {
  const t = useMessage();
  const timeline = useApiData((signal) => api.getTimeline({ query: { object_id: objectId } }, { signal }));
  return (
    <section className="timeline-page" aria-labelledby="timeline-heading">
      <h1 id="timeline-heading">{t('timeline.heading')}</h1>
      {timeline.status === 'loading' && <LoadingStatus />}
      {timeline.status === 'loaded' && <TimelineTable timeline={timeline.data} />}
    </section>
  );
}

/** /posts/:qid/timeline and /posts/:qid/:aid/timeline: what happened to a post, with revision diffs. */
export default function Post() {
  const { qid = '', aid } = useParams();
  return <TimelinePage objectId={aid ?? qid} />;
}
