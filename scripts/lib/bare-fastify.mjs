// Starts scripts/lib/bare-fastify-server.mjs in a child process on a free loopback port, answering `body`
// (a getmessages page) on POST BARE_PATH, and resolves once it says "ready".
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './server-process.mjs';

export const BARE_PATH = '/bare/getmessages';
const entry = fileURLToPath(new URL('./bare-fastify-server.mjs', import.meta.url));

export async function startBareFastify(body) {
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(port), BARE_PATH, BARE_BODY: JSON.stringify(body) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`bare Fastify did not start:\n${output}`)), 20_000);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bare Fastify exited with code ${code}:\n${output}`));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
