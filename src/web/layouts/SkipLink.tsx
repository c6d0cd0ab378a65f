import type { MouseEvent } from 'react';
import { Message } from '../components/Message.tsx';

export const contentId = 'content';

/** The first stop of the keyboard: jumps past the header to the page's content. */
export function SkipLink() {
  // Focusing by hand keeps the router from treating the #content fragment as a navigation.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const content = document.getElementById(contentId);
    content?.focus();
    content?.scrollIntoView();
  };
  return (
    <a className="skip-link" href={`#${contentId}`} onClick={skip}>
      <Message id="layout.skip_to_content" />
    </a>
  );
}
