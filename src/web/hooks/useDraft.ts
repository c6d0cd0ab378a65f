import { useEffect, useState } from 'react';
import { createDraftSaver, readDraft, type DraftSaver } from './draft-store.ts';

export interface Draft<T> extends Pick<DraftSaver<T>, 'schedule' | 'clear'> {
  /** what was stored when the page opened, to restore; null when there was nothing */
  restored: T | null;
}

/**
 * A draft kept in local storage under `key` (a `constants.storage.keys` entry), saved 3 s after the
 * last change and kept for 7 days. `scope` ties the draft to one object, e.g. the question an answer
 * draft belongs to, so another question's answer editor does not offer it.
 *
 *   const draft = useDraft<{ content: string }>(constants.storage.keys.answer_draft, questionId);
 *   <Editor initial={draft.restored?.content} onChange={(content) => draft.schedule({ content })} />
 *   after posting: draft.clear()
 */
export function useDraft<T>(key: string, scope = ''): Draft<T> {
  const [restored] = useState(() => readDraft<T>(key, scope));
  const [saver] = useState(() => createDraftSaver<T>(key, scope));
  // What was typed in the last seconds before leaving is kept too.
  useEffect(() => {
    window.addEventListener('pagehide', saver.flush);
    return () => {
      window.removeEventListener('pagehide', saver.flush);
      saver.flush();
    };
  }, [saver]);
  return { restored, schedule: saver.schedule, clear: saver.clear };
}
