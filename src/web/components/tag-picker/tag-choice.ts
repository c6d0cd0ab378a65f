/** A tag on a post being written: an existing tag from the suggestions, or a new one typed in. */
export interface TagChoice {
  slug_name: string;
  display_name: string;
  /** the site recommends it (write settings) */
  recommend?: boolean;
  /** only moderators may put it on a post */
  reserved?: boolean;
}

/** The slug a typed name gets: lowercased, spaces as '-' (answer-api-facts §4.3). */
export function slugOf(typed: string): string {
  return typed.trim().toLowerCase().replace(/\s+/g, '-');
}

/** A typed name as a new tag. */
export function typedTag(typed: string): TagChoice {
  return { slug_name: slugOf(typed), display_name: typed.trim() };
}

export function hasTag(tags: readonly TagChoice[], slug: string): boolean {
  return tags.some((tag) => tag.slug_name === slug);
}
