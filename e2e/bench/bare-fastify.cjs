// The reference for the API load figures: a bare Fastify (the API's version, logger off) answering a
// small JSON body on loopback. Started by load-api.ts; prints its port once listening.
const path = require('node:path');
const Fastify = require(
  require.resolve('fastify', { paths: [path.resolve(__dirname, '../../platform-api')] }),
);

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, code: 'OK', message: null, value: { status: 0 } }));
// CPU used so far (µs), for the bench's CPU-per-request figure.
app.get('/cpu', async () => {
  const { user, system } = process.cpuUsage();
  return { cpuMicros: user + system };
});
app.listen({ host: '127.0.0.1', port: 0 }).then(() => {
  process.stdout.write(`${app.server.address().port}\n`);
});
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
