import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A server started with server-child.mjs: its address, and SIGKILL. */
export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Everything it printed, for a failing test's message. */
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

const childScript = fileURLToPath(new URL('./server-child.mjs', import.meta.url));

/** Starts the server with `env` (on top of this process's PATH only) and waits for its address. */
export function startServerProcess(env: Record<string, string>, cwd: string, timeoutMs = 90_000) {
  return new Promise<ServerProcess>((resolve, reject) => {
    const child = spawn(process.execPath, [childScript], {
      cwd,
      env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const handle: ServerProcess = {
      origin: '',
      child,
      output: () => output,
      kill: async (signal = 'SIGKILL') => {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        await exited;
      },
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const origin = /running at (http:\/\/\S+)/.exec(output)?.[1];
      if (origin && handle.origin === '') {
        clearTimeout(timer);
        handle.origin = origin.replace('localhost', '127.0.0.1');
        resolve(handle);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code, signal) => {
      if (handle.origin !== '') return;
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before it listened:\n${output}`));
    });
  });
}
