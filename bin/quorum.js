#!/usr/bin/env node
// Loads the TypeScript CLI through tsx in this same process (as `npm start` loads the server), so a fresh
// clone needs no build and signals reach the server that `quorum start` runs.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
