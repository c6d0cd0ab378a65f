import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useEffect, useId, useState } from 'react';
import { api } from '../../../app/api-client.ts';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue.ts';
import { useMessage } from '../../../hooks/useMessage.ts';
import { useMemberWrite } from '../useMemberWrite.ts';
import type { InvitedUser } from './InviteToAnswer.tsx';
import X from 'lucide-react/icons/x';

interface InviteDialogProps {
  questionId: string;
  invited: InvitedUser[];
  onSaved(people: InvitedUser[]): void;
  onClose(): void;
}

/** Search people by name, pick them, and save the list of those invited to answer. */
export default function InviteDialog({ questionId, invited, onSaved, onClose }: InviteDialogProps) {
  const t = useMessage();
  const searchId = useId();
  const [chosen, setChosen] = useState<InvitedUser[]>(invited);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<InvitedUser[]>([]);
  const write = useMemberWrite('invitation_answer');

  const wanted = useDebouncedValue(query.trim());
  useEffect(() => {
    if (!wanted) return setFound([]);
    const controller = new AbortController();
    api
      .searchUsersForMention({ query: { username: wanted } }, { signal: controller.signal, ignore50X: true })
      .then(setFound, () => setFound([]));
    return () => controller.abort();
  }, [wanted]);

  const isChosen = (person: InvitedUser) => chosen.some((item) => item.id === person.id);
  const toggle = (person: InvitedUser) =>
    setChosen((list) => (isChosen(person) ? list.filter((item) => item.id !== person.id) : [...list, person]));

  const save = async () => {
    const done = await write.run((answer) =>
      api.updateQuestionInvites({
        body: { id: questionId, invite_user: chosen.map((person) => person.username), ...answer },
      }),
    );
    if (done !== undefined) onSaved(chosen);
  };

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => open || onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay" />
        <DialogPrimitive.Content className="dialog invite-dialog">
          <DialogPrimitive.Title className="dialog-title">{t('questions_ui.invite.title')}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="dialog-message">
            {t('questions_ui.invite.description')}
          </DialogPrimitive.Description>
          {chosen.length > 0 && (
            <ul className="invite-chosen" aria-label={t('questions_ui.invite.chosen')}>
              {chosen.map((person) => (
                <li key={person.id}>
                  <button
                    type="button"
                    className="tag"
                    onClick={() => toggle(person)}
                    aria-label={t('questions_ui.invite.remove', { name: person.display_name || person.username })}
                  >
                    {person.display_name || person.username} <X aria-hidden size={14} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <label htmlFor={searchId} className="invite-search-label">
            {t('questions_ui.invite.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
          />
          <ul className="invite-found">
            {found.map((person) => (
              <li key={person.id}>
                <label>
                  <input type="checkbox" checked={isChosen(person)} onChange={() => toggle(person)} />{' '}
                  {person.display_name} <span className="mention-username">@{person.username}</span>
                </label>
              </li>
            ))}
          </ul>
          <div className="dialog-actions">
            <DialogPrimitive.Close className="button">{t('dialog.cancel')}</DialogPrimitive.Close>
            <button type="button" className="button button-primary" disabled={write.busy} onClick={() => void save()}>
              {t('questions_ui.invite.save')}
            </button>
          </div>
          {write.dialog}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
