import { useEffect, useState } from 'react';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { api } from '../../../app/api-client.ts';

export type EditablePost<T> =
  | { status: 'loading' }
  | { status: 'loaded'; post: T }
  /** the edit pre-check refused: no edit power, or an edit of it awaits review */
  | { status: 'forbidden' }
  | { status: 'failed' };

/**
 * Asks `GET revisions/edit/check` whether the viewer may edit the post now, then loads it. A 400 or
 * 403 from the check shows the 403 page in place (product spec §2); other failures were shown by
 * the API client's hooks.
 */
export function useEditablePost<T>(id: string, load: (signal: AbortSignal) => Promise<T>): EditablePost<T> {
  const [state, setState] = useState<EditablePost<T>>({ status: 'loading' });
  // A page loads its post once, on entry.
  const [initialLoad] = useState(() => load);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    api
      .checkEditPermission({ query: { id } }, { signal, passThroughErrors: true })
      .then(() => initialLoad(signal))
      .then(
        (post) => setState({ status: 'loaded', post }),
        (error: unknown) => {
          if (signal.aborted) return;
          const refused = error instanceof ApiError && (error.status === 400 || error.status === 403);
          setState({ status: refused ? 'forbidden' : 'failed' });
        },
      );
    return () => controller.abort();
  }, [id, initialLoad]);
  return state;
}
