// The framework floor for `npm run bench` (issue 5 "next to a bare Fastify route"): a Fastify server with
// one POST route that parses the JSON body and answers a fixed JSON page, with no token check, no
// database and no schema. Run as a child process by bare-fastify.mjs: PORT, BARE_PATH and BARE_BODY (the
// JSON to answer) come from the environment; it prints "ready" once listening and stops on SIGTERM.
import Fastify from 'fastify';

const page = JSON.parse(process.env.BARE_BODY ?? '{}');
// The portal's body limit; no logger, as the portal under the bench (LOG_LEVEL=warn) writes no request
// lines either. What the portal adds on top is its own work: validation, session, queries, headers.
const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
app.post(process.env.BARE_PATH ?? '/', async () => page);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
