// `npm run test:quick`: the inner loop's lane. Lint, typecheck, and every vitest file (unit, model, API) on
// SQLite alone, whatever TEST_PG_URL / TEST_MYSQL_URL the shell holds; no browser. Prints each step's time
// and the total. `npm test` stays the full run CI makes.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint and typecheck', ['node', 'scripts/static-checks.mjs', '--no-format']],
  ['vitest on SQLite', ['npx', 'vitest', 'run']],
];
const env = { ...process.env };
delete env.TEST_PG_URL;
delete env.TEST_MYSQL_URL;

const started = performance.now();
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(0);
for (const [name, [command, ...args]] of steps) {
  const stepStarted = performance.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env });
  console.log(`test:quick: ${name} ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(stepStarted)} s`);
  if (status !== 0) process.exit(status ?? 1);
}
console.log(`test:quick: all passed in ${seconds(started)} s`);
