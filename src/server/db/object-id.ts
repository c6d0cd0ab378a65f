import type { Kysely } from 'kysely';
import { constants } from '../../../generated/constants.ts';
import { insertReturningId } from './insert-returning-id.ts';
import type { Database } from './schema.ts';

export type ObjectType = keyof typeof constants.object_id.types;

const { types, counter_digits: counterDigits } = constants.object_id;
const typeByCode = new Map<number, ObjectType>(Object.entries(types).map(([name, code]) => [code, name as ObjectType]));

/** Takes the next number of the one counter all kinds share and spells it as an object id of `type`. */
export async function nextObjectId(db: Kysely<Database>, type: ObjectType): Promise<string> {
  const counter = await insertReturningId(db, 'uniqid', { uniqid_type: types[type] });
  return `1${String(types[type]).padStart(3, '0')}${counter.padStart(counterDigits, '0')}`;
}

/** The kind an object id names, or null when the text is no object id of ours. */
export function objectTypeOf(id: string): ObjectType | null {
  if (!/^1\d+$/.test(id) || id.length !== 4 + counterDigits) return null;
  return typeByCode.get(Number(id.slice(1, 4))) ?? null;
}

/** The lowest and highest object id of a kind: ids of one kind sort together, so a range selects them. */
export function objectIdRange(type: ObjectType): [string, string] {
  const prefix = `1${String(types[type]).padStart(3, '0')}`;
  return [`${prefix}${'0'.repeat(counterDigits)}`, `${prefix}${'9'.repeat(counterDigits)}`];
}
