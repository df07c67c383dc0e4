// `npm start`: builds when the sources changed since the last build, then runs the production server.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { sourceStamp } from './source-stamp.mjs';

const stamp = existsSync('dist/.build-stamp') ? readFileSync('dist/.build-stamp', 'utf8') : '';
if (!existsSync('dist/server/main.js') || stamp !== sourceStamp()) {
  console.log('Building Plantel (first start or changed sources)...');
  execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
}
const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
