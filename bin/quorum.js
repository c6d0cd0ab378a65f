#!/usr/bin/env node
// Runs the compiled CLI (dist/cli/main.js), compiled first when its sources changed since the last build
// (as npm start does for the server), so a fresh clone needs no build step and no TypeScript loader runs;
// in this same process, so signals reach the server that `quorum start` runs.
import { pathToFileURL } from 'node:url';
import { buildCliIfChanged } from '../scripts/start/build-cli.mjs';

const entry = await buildCliIfChanged(new URL('..', import.meta.url).pathname);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(entry).href);
