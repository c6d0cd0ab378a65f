/**
 * The username (used in profile links) made from a name a person typed: lowercase, spaces become
 * hyphens and anything outside a-z, 0-9, '.', '_' and '-' is dropped.
 */
export function usernameFromName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9._-]/g, '');
}
