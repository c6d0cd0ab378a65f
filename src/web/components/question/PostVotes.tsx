import { useStateFromProps } from '../../hooks/useStateFromProps.ts';
import { api } from '../../app/api-client.ts';
import { useMemberWrite } from './useMemberWrite.ts';
import { VoteButtons, type VoteDirection, type VoteStatus } from './VoteButtons.tsx';

interface PostVotesProps {
  objectId: string;
  votes: number;
  status: VoteStatus;
}

/**
 * The votes of a question or answer. Pressing the viewer's own vote again takes it back; the count
 * and the pressed button come from the call's answer, never guessed.
 */
export function PostVotes({ objectId, votes, status }: PostVotesProps) {
  const [shown, setShown] = useStateFromProps({ votes, status });
  const write = useMemberWrite('vote');
  const vote = async (direction: VoteDirection) => {
    const isCancel = shown.status === (direction === 'up' ? 'vote_up' : 'vote_down');
    const call = direction === 'up' ? api.voteUp : api.voteDown;
    const result = await write.run((answer) => call({ body: { object_id: objectId, is_cancel: isCancel, ...answer } }));
    if (result) setShown({ votes: result.votes, status: result.vote_status });
  };
  return (
    <>
      <VoteButtons votes={shown.votes} status={shown.status} allowDown busy={write.busy} onVote={vote} />
      {write.dialog}
    </>
  );
}
