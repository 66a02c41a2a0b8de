// `npm start`: builds first when the build is missing or older than the sources, then runs the built
// server in the foreground.
// PORT, HOST, DATA_DIR and every other setting pass through the environment to the server (README).
import { spawn } from 'node:child_process';
import { ensureBuilt, repoRoot, serverEntry } from './lib/build-output.mjs';

try {
  await ensureBuilt();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = spawn(process.execPath, [serverEntry, ...process.argv.slice(2)], {
  cwd: repoRoot,
  env: process.env,
  stdio: 'inherit',
});

// Forward stop signals so `kill <pid of npm start>` stops the server gracefully too.
const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const signal of forwarded) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  if (signal) {
    // Exit the way the server did, so callers see the signal rather than a made-up code.
    for (const name of forwarded) process.removeAllListeners(name);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
});
