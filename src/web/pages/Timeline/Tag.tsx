import { useParams } from 'react-router-dom';
import { TimelinePage } from './Post.tsx';

/** /tags/:tid/timeline: a tag's creation, edits (with diffs), deletion and recovery. */
export default function TagTimeline() {
  const { tid = '' } = useParams();
  return <TimelinePage objectId={tid} />;
}
