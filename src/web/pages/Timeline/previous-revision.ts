/** The fields of a timeline item that say which revision it made. */
export interface RevisionMark {
  revision_id: string;
  object_id: string;
}

/** No revision was made ("0" in the established API). */
export const NO_REVISION = '0';

/**
 * The revision before the one `items[index]` made, of the same post (a question's timeline also holds
 * its answers' items); items are oldest first. Null when it is the post's first revision.
 */
export function previousRevisionId(items: readonly RevisionMark[], index: number): string | null {
  const item = items[index];
  if (!item || item.revision_id === NO_REVISION) return null;
  for (let before = index - 1; before >= 0; before--) {
    const earlier = items[before]!;
    if (earlier.object_id === item.object_id && earlier.revision_id !== NO_REVISION) return earlier.revision_id;
  }
  return null;
}
