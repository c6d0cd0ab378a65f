import { constants } from '../../../generated/constants.ts';
import { schemas } from '../../../generated/schemas.ts';

const PRINTABLE = new RegExp(schemas.ExternalId.pattern);

/**
 * Whether an id a connector's provider or a user-center agent gives a person fits the columns that keep it
 * and could be sent back by a client (spec ExternalId): printable ASCII, at most limits.external_id_max.
 */
export function isExternalId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= constants.limits.external_id_max && PRINTABLE.test(value);
}
