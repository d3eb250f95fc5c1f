#!/usr/bin/env node
// `npm test`: every check the project has, in order; exits non-zero on the first failure.
// Usage: npm test [-- --skip-e2e]
import { spawnSync } from 'node:child_process';

const skipE2e = process.argv.includes('--skip-e2e');

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['folder cycles', 'npx', ['depcruise', 'src', '--output-type', 'err']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['unit, component, database and contract tests', 'npx', ['vitest', 'run']],
  ...(skipE2e
    ? []
    : [
        [
          'production build and end-to-end tests (Playwright, Chromium)',
          'npx',
          ['playwright', 'test'],
        ],
      ]),
];

let passed = 0;
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n=== ${name} FAILED after ${seconds}s`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
  console.log(`=== ${name} passed in ${seconds}s`);
}
console.log(`steps: ${passed} passed, 0 failed`);
