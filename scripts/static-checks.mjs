// The checks that read the code without running it (lint, formatting, typecheck), run side by side: each
// is one thread, so together they take about as long as the slowest on two cores rather than their sum.
// Each one's output is printed whole when it ends, with its time; exits non-zero if any failed.
// `--no-format` leaves formatting out (the quick lane).
import { spawn } from 'node:child_process';

const checks = [
  ['lint', ['npm', 'run', '-s', 'lint']],
  ['format', ['npm', 'run', '-s', 'format:check']],
  ['typecheck', ['npm', 'run', '-s', 'typecheck']],
].filter(([name]) => !(name === 'format' && process.argv.includes('--no-format')));

const run = ([name, [command, ...args]]) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      process.stdout.write(Buffer.concat(output));
      console.log(`static checks: ${name} ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
      resolve(status === 0);
    });
  });

const passed = await Promise.all(checks.map(run));
process.exit(passed.every(Boolean) ? 0 : 1);
