import { Link } from 'react-router-dom';
import { useMessage } from '../../hooks/useMessage.ts';
import { tagPath } from './links.ts';

export interface TagLabel {
  slug_name: string;
  display_name: string;
}

/** A post's tags as a list of links. */
export function TagList({ tags }: { tags: readonly TagLabel[] }) {
  const message = useMessage();
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label={message('questions_ui.tags.label')}>
      {tags.map((tag) => (
        <li key={tag.slug_name}>
          <Link to={tagPath(tag.slug_name)} className="tag">
            {tag.display_name || tag.slug_name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
