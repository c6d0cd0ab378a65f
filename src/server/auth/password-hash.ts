import { hash, verify } from '@node-rs/argon2';
import { constants } from '../../../generated/constants.ts';

// Algorithm.Argon2id; the package's enum is a const enum that isolated modules cannot read.
const ARGON2ID = 2;

const options = {
  algorithm: ARGON2ID,
  memoryCost: constants.password_hash.memory_kib,
  timeCost: constants.password_hash.time_cost,
  parallelism: constants.password_hash.parallelism,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export function verifyPassword(stored: string, password: string): Promise<boolean> {
  return verify(stored, password);
}
