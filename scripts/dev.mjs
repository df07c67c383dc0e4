// `npm run dev`: the API with reload (tsx watch) on PORT and Vite's dev server with HMR on 5173.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const env = { ...process.env, PORT: port, APP_URL: process.env.APP_URL ?? 'http://localhost:5173' };
const procs = [
  spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'server/main.ts'],
    { stdio: 'inherit', env },
  ),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
