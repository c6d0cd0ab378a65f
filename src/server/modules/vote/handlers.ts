import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { castVote } from './cast-vote.ts';

type VoteHandlers = Pick<Handlers<HandlerContext>, 'voteUp' | 'voteDown'>;

export const handlers: VoteHandlers = {
  voteUp: async ({ body }, context) => castVote(context, body, 'up'),
  voteDown: async ({ body }, context) => castVote(context, body, 'down'),
};
