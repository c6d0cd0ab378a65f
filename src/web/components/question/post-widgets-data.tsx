import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ApiClient } from '../../../../generated/client.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import { api } from '../../app/api-client.ts';
import type { ApiData } from '../../hooks/useApiData.ts';
import { useApiData } from '../../hooks/useApiData.ts';

type ReactionSummary = DataOf<'getReactions'>;
type CommentPage = DataOf<'getCommentPage'>;

/** The reactions of every post of a page in one call, which the server makes before it draws them (WidgetCalls). */
export const loadPostsReactions = (client: ApiClient, postIds: string[], signal?: AbortSignal) =>
  client.getReactionsBatch({ query: { object_ids: postIds } }, { signal, ignore50X: true });

/** The first comments of every post of a page in one call, which the server makes before it draws them. */
export const loadPostsFirstComments = (client: ApiClient, postIds: string[], signal?: AbortSignal) =>
  client.getFirstCommentsBatch({ query: { object_ids: postIds } }, { signal });

interface PostWidgetsData {
  reactions: ApiData<Map<string, ReactionSummary>>;
  comments: ApiData<Map<string, CommentPage>>;
}

const PostWidgetsContext = createContext<PostWidgetsData | null>(null);

/**
 * Reads the reactions and first comments of the posts of a page, one call of each for all of them, for each
 * post's widgets to take their own (usePostReactions, usePostFirstComments). Read again when the posts change
 * or `round` grows (the reader asked to see what others added).
 */
export function PostWidgetsProvider({
  postIds,
  round,
  children,
}: {
  postIds: string[];
  round: number;
  children: ReactNode;
}) {
  const key = `${round}:${postIds.join(',')}`;
  const reactions = useApiData(
    (signal) =>
      loadPostsReactions(api, postIds, signal).then(
        (data) => new Map(data.list.map((entry) => [entry.object_id, entry.reactions])),
      ),
    key,
  );
  const comments = useApiData(
    (signal) =>
      loadPostsFirstComments(api, postIds, signal).then(
        (data) => new Map(data.list.map((entry) => [entry.object_id, entry.comments])),
      ),
    key,
  );
  const value = useMemo(() => ({ reactions, comments }), [reactions, comments]);
  return <PostWidgetsContext.Provider value={value}>{children}</PostWidgetsContext.Provider>;
}

/** One post's share of a page's batch: loading until the batch that holds the post is there. */
function sliceOf<T>(data: ApiData<Map<string, T>> | undefined, objectId: string): ApiData<T> {
  if (!data || data.status !== 'loaded') return data ?? { status: 'loading' };
  const entry = data.data.get(objectId);
  return entry ? { status: 'loaded', data: entry } : { status: 'loading' };
}

/** The post's reactions, as the page's PostWidgetsProvider read them. */
export function usePostReactions(objectId: string): ApiData<ReactionSummary> {
  return sliceOf(useContext(PostWidgetsContext)?.reactions, objectId);
}

/** The post's first page of comments, as the page's PostWidgetsProvider read them. */
export function usePostFirstComments(objectId: string): ApiData<CommentPage> {
  return sliceOf(useContext(PostWidgetsContext)?.comments, objectId);
}
