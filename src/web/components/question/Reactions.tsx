import { useState } from 'react';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import { api } from '../../app/api-client.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { usePostReactions } from './post-widgets-data.tsx';
import { useSignedInWrite } from './useMemberWrite.ts';

type Summary = DataOf<'getReactions'>['reaction_summary'];
type Emoji = (typeof constants.reactions)[number];

const glyphs: Record<Emoji, string> = { heart: '❤️', smile: '😄', frown: '☹️' };

/**
 * Heart, smile and frown on a post: each a button with its count, pressed when the viewer reacted so; read with
 * the page's other posts (PostWidgetsProvider).
 */
export function Reactions({ objectId }: { objectId: string }) {
  const message = useMessage();
  const loaded = usePostReactions(objectId);
  const [changed, setChanged] = useState<Summary | null>(null);
  const write = useSignedInWrite();
  const summary = changed ?? (loaded.status === 'loaded' ? loaded.data.reaction_summary : []);

  const toggle = async (emoji: Emoji, active: boolean) => {
    const result = await write.run(() =>
      api.updateReaction({ body: { object_id: objectId, emoji, reaction: active ? 'deactivate' : 'activate' } }),
    );
    if (result) setChanged(result.reaction_summary);
  };

  return (
    <ul className="reactions" aria-label={message('questions_ui.reactions.label')}>
      {constants.reactions.map((emoji) => {
        const entry = summary.find((item) => item.emoji === emoji);
        const active = entry?.is_active ?? false;
        const count = entry?.count ?? 0;
        return (
          <li key={emoji}>
            <button
              type="button"
              className="reaction"
              aria-pressed={active}
              disabled={write.busy}
              title={entry?.tooltip || undefined}
              aria-label={message(`questions_ui.reactions.${emoji}`, { count })}
              onClick={() => void toggle(emoji, active)}
            >
              <span aria-hidden="true">{glyphs[emoji]}</span>
              {count > 0 && <span aria-hidden="true">{count}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
