/**
 * A response body as tests read it: parsed JSON whose shape each assertion states where it reads it.
 * Typing every envelope of every call in the tests would repeat generated/api-types.ts for no gain.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one named escape hatch for JSON in tests
export type JsonBody = any;
