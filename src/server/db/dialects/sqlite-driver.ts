import { createRequire } from 'node:module';
import type Sqlite from 'better-sqlite3';

const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split('.')[0]);

/**
 * The better-sqlite3 build for the running Node. Version 12 (a classic addon) supports Node 20 but
 * aborts the process at exit on Node 24, when its statements are finalized after Node's environment
 * is gone; version 13 (Node-API, shipped prebuilt) fixes that but needs Node 22. Both have the same API.
 */
export const SqliteDatabase: typeof Sqlite = require(nodeMajor >= 22 ? 'better-sqlite3-node22' : 'better-sqlite3');
