import { lazy, Suspense, useState } from 'react';
import type { constants } from '../../../../../generated/constants.ts';
import type { DataOf } from '../../../../../generated/operations.ts';
import { api } from '../../../app/api-client.ts';
import { useApiData } from '../../../hooks/useApiData.ts';
import { Message } from '../../Message.tsx';
import { UserName } from '../UserName.tsx';

// The dialog and its user search load when someone opens it.
const InviteDialog = lazy(() => import('./InviteDialog.tsx'));

export type InvitedUser = DataOf<'getQuestionInvites'>[number];

const INVITE_POWER: keyof typeof constants.privileges.powers = 'answer.invite_someone_to_answer';

/**
 * Who was invited to answer, and a button to invite more (people get notified) for members whose
 * reputation grants it; members without it see only who was invited, if anyone was.
 */
export function InviteToAnswer({ questionId }: { questionId: string }) {
  const loaded = useApiData((signal) =>
    api.getQuestionInvites({ query: { id: questionId } }, { signal, ignore50X: true }),
  );
  const permission = useApiData((signal) =>
    api.getPermissions({ query: { action: INVITE_POWER } }, { signal, ignore50X: true }),
  );
  const [saved, setSaved] = useState<InvitedUser[] | null>(null);
  const [open, setOpen] = useState(false);
  const invited = saved ?? (loaded.status === 'loaded' ? loaded.data : []);
  const mayInvite = permission.status === 'loaded' && permission.data[INVITE_POWER]?.has_permission === true;
  if (!mayInvite && invited.length === 0) return null;

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
      {mayInvite && (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          <Message id="questions_ui.invite.open" />
        </button>
      )}
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
