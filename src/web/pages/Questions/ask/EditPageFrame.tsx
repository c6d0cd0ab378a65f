import type { ReactNode } from 'react';
import { routeOf } from '../../../app/paths.ts';
import { ErrorPage } from '../../../components/ErrorPage.tsx';
import { LoadingStatus } from '../../../components/LoadingStatus.tsx';
import { DocumentTitle } from '../../../layouts/DocumentTitle.tsx';
import type { EditablePost } from './useEditablePost.ts';
import './post-form.css';

const forbiddenTitle = routeOf('/403').title;

/** What every edit page shows while its post loads or when the pre-check refuses it. */
export function EditPageFrame<T>({ state, children }: { state: EditablePost<T>; children(post: T): ReactNode }) {
  if (state.status === 'loading') return <LoadingStatus />;
  if (state.status === 'failed') return null;
  if (state.status === 'forbidden') {
    return (
      <>
        <DocumentTitle override={forbiddenTitle} />
        <ErrorPage kind="forbidden" />
      </>
    );
  }
  return <div className="post-form-page">{children(state.post)}</div>;
}
