import { Link } from 'react-router-dom';
import { homePath } from '../app/paths.ts';
import { Message } from './Message.tsx';

export type ErrorPageKind = 'forbidden' | 'not_found' | 'server_error';

/** The 403, 404 and 50X pages of product spec §8: what happened and a way back home. */
export function ErrorPage({ kind }: { kind: ErrorPageKind }) {
  return (
    <section className="error-page">
      <h1>
        <Message id={`error_page.${kind}.title`} />
      </h1>
      <p className="error-page-message">
        <Message id={`error_page.${kind}.message`} />
      </p>
      <p>
        <Link to={homePath} className="button button-primary">
          <Message id="error_page.back_home" />
        </Link>
      </p>
    </section>
  );
}
