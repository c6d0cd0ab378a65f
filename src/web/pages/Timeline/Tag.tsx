import { useParams } from 'react-router-dom';
import { api } from '../../app/api-client.ts';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { useApiData } from '../../hooks/useApiData.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { TimelineTable } from './Post.tsx';
import './timeline.css';

/** /tags/:tid/timeline: a tag's creation, edits (with diffs), deletion and recovery. */
export default function TagTimeline() {
  const t = useMessage();
  const { tid = '' } = useParams();
  const timeline = useApiData((signal) => api.getTimeline({ query: { object_id: tid } }, { signal }));
  return (
    <section className="timeline-page" aria-labelledby="timeline-heading">
      <h1 id="timeline-heading">{t('timeline.heading')}</h1>
      {timeline.status === 'loading' && <LoadingStatus />}
      {timeline.status === 'loaded' && <TimelineTable timeline={timeline.data} />}
    </section>
  );
}
