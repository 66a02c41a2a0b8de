// The webhook receiver of the load case (load-sessions.mjs): every submission the servers announce is
// counted by its webhook-id, so the case can check that each enquiry's event arrived, and how often.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';

/**
 * A receiver that acknowledges every webhook with 204 and counts the events by their webhook-id, in a
 * process of its own: in this one its answers would wait behind the sessions' own work.
 */
const receiverSource = `
const { createServer } = require('node:http');
const deliveries = new Map();
const server = createServer((request, response) => {
  if (request.method === 'GET') {
    const counts = [...deliveries.values()];
    response.end(JSON.stringify({ events: counts.length, repeats: counts.filter((n) => n > 1).length }));
    return;
  }
  request.resume();
  request.on('end', () => {
    const id = String(request.headers['webhook-id'] ?? '');
    deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
    response.writeHead(204).end();
  });
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

export async function startWebhookReceiver() {
  const child = spawn(process.execPath, ['-e', receiverSource], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [port] = await once(child.stdout, 'data');
  const url = `http://127.0.0.1:${String(port).trim()}/hooks`;
  return {
    url,
    counts: async () => (await fetch(url)).json(),
    close: async () => {
      child.kill();
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

/** Waits until `count` distinct events have arrived, or `ms` have passed. */
export async function waitForEvents(receiver, count, ms) {
  const deadline = performance.now() + ms;
  let counts = await receiver.counts();
  while (counts.events < count && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    counts = await receiver.counts();
  }
  return counts;
}
