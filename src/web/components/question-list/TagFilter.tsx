import { Link, useSearchParams } from 'react-router-dom';
import { Message } from '../Message.tsx';
import { withQuery } from '../question/query-links.ts';

/** Says which tag the list is filtered to, with a way back to every question. */
export function TagFilter({ tag }: { tag: string }) {
  const [search] = useSearchParams();
  return (
    <p className="tag-filter">
      <Message id="questions_ui.list.tagged" values={{ tag }} />{' '}
      <Link to={withQuery(search, { tag: null, page: null })}>
        <Message id="questions_ui.list.clear_tag" />
      </Link>
    </p>
  );
}
