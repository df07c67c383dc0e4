// `npm run demo [-- --country=FR]`: creates a demo admin and a company full of sample data (scripts/demo.ts,
// in the configured or embedded database), then starts the app as `npm start` does.
import { execFileSync } from 'node:child_process';

execFileSync(
  process.execPath,
  ['node_modules/tsx/dist/cli.mjs', 'scripts/demo.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
await import('./start.mjs');
