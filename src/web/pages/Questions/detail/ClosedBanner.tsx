import { RelativeTime } from '../../../components/question/RelativeTime.tsx';
import type { QuestionData } from './types.ts';

const isWebLink = (text: string) => /^https?:\/\/\S+$/.test(text);

/**
 * Why the question is closed (or otherwise held): question/info's `operation`, whose texts the server
 * sends in the viewer's language. A duplicate's message is the link to the question it duplicates.
 */
export function ClosedBanner({ operation }: { operation: NonNullable<QuestionData['operation']> }) {
  return (
    <aside className={`post-banner post-banner-${operation.level || 'info'}`} aria-labelledby="post-banner-title">
      <p id="post-banner-title" className="post-banner-title">
        <strong>{operation.description}</strong> <RelativeTime seconds={operation.time} />
      </p>
      {operation.msg && (
        <p className="post-banner-message">
          {isWebLink(operation.msg) ? <a href={operation.msg}>{operation.msg}</a> : operation.msg}
        </p>
      )}
    </aside>
  );
}
