/**
 * An @username in a comment's text: at the start or after anything but a word character, @, / or [
 * (so not inside an address, a URL or a link's text), and not ending on the dot or hyphen that ends a
 * sentence ("thanks @rob."). Usernames are lowercase; people type them as they like ("@Rob").
 */
export const MENTION_PATTERN = /(^|[^\w@/[])@([A-Za-z0-9._-]*[A-Za-z0-9_])/g;

/** The usernames a text @mentions, each once, lowercase. */
export function mentionedUsernames(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION_PATTERN)].map((match) => match[2]!.toLowerCase()))];
}
