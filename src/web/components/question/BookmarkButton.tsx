import { useStateFromProps } from '../../hooks/useStateFromProps.ts';
import { api } from '../../app/api-client.ts';
import { ToggleButton } from './ToggleButton.tsx';
import { useSignedInWrite } from './useMemberWrite.ts';

interface BookmarkButtonProps {
  objectId: string;
  collected: boolean;
  /** how many bookmarked it, where the page knows (questions) */
  count?: number;
}

/** Bookmark a question or answer (collection/switch). */
export function BookmarkButton({ objectId, collected, count }: BookmarkButtonProps) {
  const [shown, setShown] = useStateFromProps({ collected, count });
  const write = useSignedInWrite();
  const toggle = async () => {
    const bookmark = !shown.collected;
    const result = await write.run(() =>
      api.switchCollection({ body: { object_id: objectId, group_id: '0', bookmark } }),
    );
    if (result)
      setShown({ collected: bookmark, count: count === undefined ? undefined : result.object_collection_count });
  };
  return (
    <ToggleButton
      pressed={shown.collected}
      busy={write.busy}
      label="questions_ui.tools.bookmark"
      count={shown.count}
      onToggle={toggle}
    />
  );
}
