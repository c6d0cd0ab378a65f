import { lazy, Suspense, useState } from 'react';
import type { DataOf } from '../../../../../generated/operations.ts';
import { api } from '../../../app/api-client.ts';
import { useApiData } from '../../../hooks/useApiData.ts';
import { Message } from '../../Message.tsx';
import { UserName } from '../UserName.tsx';

// The dialog and its user search load when someone opens it.
const InviteDialog = lazy(() => import('./InviteDialog.tsx'));

export type InvitedUser = DataOf<'getQuestionInvites'>[number];

/** Who was invited to answer, and a button to invite more (people get notified); for signed-in members. */
export function InviteToAnswer({ questionId }: { questionId: string }) {
  const loaded = useApiData((signal) =>
    api.getQuestionInvites({ query: { id: questionId } }, { signal, ignore50X: true }),
  );
  const [saved, setSaved] = useState<InvitedUser[] | null>(null);
  const [open, setOpen] = useState(false);
  const invited = saved ?? (loaded.status === 'loaded' ? loaded.data : []);

  return (
    <section className="side-box" aria-labelledby="invite-heading">
      <h2 id="invite-heading">
        <Message id="questions_ui.invite.title" />
      </h2>
      {invited.length > 0 && (
        <ul className="invited-list">
          {invited.map((person) => (
            <li key={person.id}>
              <UserName user={person} />
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button" onClick={() => setOpen(true)}>
        <Message id="questions_ui.invite.open" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <InviteDialog
            questionId={questionId}
            invited={invited}
            onSaved={(people) => {
              setSaved(people);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
