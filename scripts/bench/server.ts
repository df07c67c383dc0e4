import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../server/platform/database';

export interface RunningServer {
  url: string;
  child: ChildProcess;
  readyMs: number;
  stop(): Promise<void>;
}

/**
 * Starts the production build (dist/server/main.js) and waits until /api/ready answers. `nodeArgs` go to node
 * (the soak passes --trace-gc); `onStdout` receives the server's stdout, which is discarded otherwise.
 */
export async function startServer(
  env: Record<string, string>,
  opts: { nodeArgs?: string[]; onStdout?: (chunk: string) => void } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), 'dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      ...env,
    },
    stdio: ['ignore', opts.onStdout ? 'pipe' : 'ignore', 'inherit'],
  });
  if (opts.onStdout) child.stdout?.on('data', (d: Buffer) => opts.onStdout!(d.toString()));
  while (true) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - started;
  // A failing bench must not leave servers behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return {
    url,
    child,
    readyMs,
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', killOnExit);
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
