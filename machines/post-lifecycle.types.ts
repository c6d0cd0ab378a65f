/** A post whose status the lifecycle machine governs. */
export type PostKind = 'question' | 'answer';

/** The names of constants.post_status; answers are never closed. */
export type PostStatus = 'normal' | 'closed' | 'deleted' | 'pending';

/** Who acts: an anonymous visitor has no id and may change nothing. */
export interface LifecycleActor {
  id: string | null;
  role: 'user' | 'moderator' | 'admin';
}

/**
 * What the rules need to know about a post: its state (status and, for questions, the flags beside it)
 * and the facts behind the owner's delete limits of answer-api-facts §4.3.
 */
export interface LifecyclePost {
  kind: PostKind;
  ownerId: string;
  status: PostStatus;
  /** questions only; answers are always listed, unpinned and not featured */
  listed: boolean;
  pinned: boolean;
  featured: boolean;
  /** questions: live answers, whether one is accepted, whether the one answer has upvotes */
  answerCount: number;
  hasAcceptedAnswer: boolean;
  answerUpvoted: boolean;
  /** answers: their score and whether the asker accepted them */
  voteCount: number;
  accepted: boolean;
}

/** The facts a post carries through its transitions; the state itself lives in the machine's regions. */
export type LifecycleFacts = Omit<LifecyclePost, 'status' | 'listed' | 'pinned' | 'featured'>;

export interface LifecycleContext {
  facts: LifecycleFacts;
  actor: LifecycleActor;
}

export interface LifecycleInput {
  post: LifecyclePost;
  actor: LifecycleActor;
}

export type LifecycleEvent =
  /** reasonType: a reason id of constants.reasons.lists.question_close */
  | { type: 'CLOSE'; reasonType: number }
  | { type: 'REOPEN' }
  | { type: 'DELETE' }
  | { type: 'UNDELETE' }
  | { type: 'LIST' }
  | { type: 'UNLIST' }
  | { type: 'PIN' }
  | { type: 'UNPIN' }
  | { type: 'FEATURE' }
  | { type: 'UNFEATURE' }
  /** a queued (pending) post is let through */
  | { type: 'APPROVE' };

export type LifecycleAction = LifecycleEvent['type'];
