// `npm run lint:deploy` (also part of `npm test`): lints the Dockerfile and compose.yaml with dockerfilelint and
// dclint. No Docker engine runs on the development machines, so the linters are what keeps these files honest.
import { spawnSync } from 'node:child_process';

const node = process.execPath;
const checks = [
  ['Dockerfile', ['node_modules/dockerfilelint/bin/dockerfilelint', 'Dockerfile']],
  [
    'compose.yaml',
    [
      'node_modules/dclint/bin/dclint.cjs',
      '--config',
      '.dclintrc.json',
      '--max-warnings',
      '0',
      'compose.yaml',
    ],
  ],
];
let failed = false;
for (const [file, args] of checks) {
  const result = spawnSync(node, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    failed = true;
    process.stderr.write(`${file}:\n${result.stdout}${result.stderr}\n`);
  }
}
if (failed) process.exit(1);
console.log('Dockerfile and compose.yaml: no problems');
