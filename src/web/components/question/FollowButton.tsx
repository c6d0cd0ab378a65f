import { useStateFromProps } from '../../hooks/useStateFromProps.ts';
import { api } from '../../app/api-client.ts';
import { ToggleButton } from './ToggleButton.tsx';
import { useSignedInWrite } from './useMemberWrite.ts';

/** Follow a question to hear of its answers and edits, showing how many follow it. */
export function FollowButton({ objectId, followed, count }: { objectId: string; followed: boolean; count: number }) {
  const [shown, setShown] = useStateFromProps({ followed, count });
  const write = useSignedInWrite();
  const toggle = async () => {
    const result = await write.run(() => api.follow({ body: { object_id: objectId, is_cancel: shown.followed } }));
    if (result) setShown({ followed: result.is_followed, count: result.follows });
  };
  return (
    <ToggleButton
      pressed={shown.followed}
      busy={write.busy}
      label="questions_ui.tools.follow"
      count={shown.count}
      onToggle={toggle}
    />
  );
}
