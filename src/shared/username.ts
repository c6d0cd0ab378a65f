import { constants } from '../../generated/constants.ts';

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

const RESERVED = new Set<string>(constants.limits.username.reserved);

/** A username that names one of the site's own pages or roles, which no account may take. */
export function isReservedUsername(username: string): boolean {
  return RESERVED.has(username.toLowerCase());
}
