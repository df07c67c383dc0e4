import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../server/platform/database';

export interface RunningServer {
  url: string;
  child: ChildProcess;
  readyMs: number;
  stop(): Promise<void>;
}

/**
 * Starts the production build (dist/server/main.js, or another `script` such as the plain baseline server) and
 * waits until /api/ready answers. `nodeArgs` go to node (the soak passes --trace-gc); `onStdout` receives the
 * server's stdout, which is discarded otherwise.
 */
export async function startServer(
  env: Record<string, string>,
  opts: { nodeArgs?: string[]; script?: string; onStdout?: (chunk: string) => void } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), opts.script ?? 'dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The server logs to stdout: its last lines are printed if it dies on its own.
  let tail = '';
  child.stdout?.on('data', (d: Buffer) => {
    opts.onStdout?.(d.toString());
    tail = (tail + d.toString()).slice(-8000);
  });
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(
        `\nThe server on ${url} exited on its own (code ${code}, signal ${signal}). Its last output:\n${tail}`,
      );
    }
  });
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
        stopping = true;
        process.off('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
