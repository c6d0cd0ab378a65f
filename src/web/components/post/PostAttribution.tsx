import type { components } from '../../../../generated/api-types.ts';
import { Message } from '../Message.tsx';
import './PostAttribution.css';

type Attribution = components['schemas']['PostAttribution'];

/**
 * The credit under an imported post, as its CC BY-SA licence asks: the source site, the author, the
 * licence and a link to the original post.
 */
export function PostAttribution({ attribution }: { attribution: Attribution }) {
  return (
    <p className="post-attribution">
      <Message
        id="import.attribution.label"
        values={{ site: attribution.site, author: attribution.author, license: attribution.license }}
      />{' '}
      <a href={attribution.url} rel="nofollow noopener">
        <Message id="import.attribution.source" />
      </a>
      {' · '}
      <a href={attribution.license_url} rel="license noopener">
        {attribution.license}
      </a>
    </p>
  );
}
