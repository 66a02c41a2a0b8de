// A local load balancer for the load case (issue 33: "two servers behind a local balancer"): a TCP
// proxy in a process of its own that hands each new connection to the next server in turn, as a
// layer-4 balancer (an NLB, HAProxy in tcp mode) does. A claimant's connection stays with one server;
// their next visit opens a new one, which may land on the other: sessions, drafts and files are in the
// shared database and store, so any server answers any call.
import { spawn } from 'node:child_process';
import { once } from 'node:events';

const source = `
const net = require('node:net');
const targets = JSON.parse(process.argv[1]);
let next = 0;
const server = net.createServer((client) => {
  const target = targets[next++ % targets.length];
  const upstream = net.connect(target.port, target.host);
  client.setNoDelay(true);
  upstream.setNoDelay(true);
  client.pipe(upstream).pipe(client);
  const close = () => { client.destroy(); upstream.destroy(); };
  client.on('error', close);
  upstream.on('error', close);
  client.on('close', close);
  upstream.on('close', close);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/** Starts the balancer in front of `targets` ([{ host, port }]); answers its base URL, pid and stop(). */
export async function startBalancer(targets) {
  const child = spawn(process.execPath, ['-e', source, JSON.stringify(targets)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [port] = await once(child.stdout, 'data');
  return {
    baseUrl: `http://127.0.0.1:${String(port).trim()}`,
    pid: child.pid,
    stop: async () => {
      child.kill();
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}
