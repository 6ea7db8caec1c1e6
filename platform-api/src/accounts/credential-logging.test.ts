import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createLogger } from '../http/logger';
import { ENCRYPTED_HEADERS, encryptLikeBrowser } from '../security/browser-encrypt';
import { TEST_SCRYPT } from '../test/seeded-template';
import { createTestContext, type TestContext } from '../test/test-context';
import { publicKeyOf } from './account-test-kit';

let ctx: TestContext;
let app: FastifyInstance;
const lines: string[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    db: ctx.db,
    logger: createLogger('trace', sink),
    rateLimitMax: 10_000,
    passwordScrypt: TEST_SCRYPT,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

it('never writes the envelope or the credentials to the log, even for failures', async () => {
  const secret = 'SuperSecret987';
  const body = await encryptLikeBrowser(
    { type: 'username', username: 'player0', password: secret },
    await publicKeyOf(ctx),
  );
  await app.inject({ method: 'POST', url: '/wps/session/login', payload: body, headers: ENCRYPTED_HEADERS });
  const tampered = { ...body, ciphertext: `A${body.ciphertext.slice(1)}` };
  await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: tampered,
    headers: ENCRYPTED_HEADERS,
  });
  await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { password: secret },
    headers: ENCRYPTED_HEADERS,
  });
  const log = lines.join('');
  expect(log).toContain('/wps/session/login');
  expect(log).not.toContain(secret);
  expect(log).not.toContain(body.ciphertext.slice(0, 24));
  expect(log).not.toContain(body.wrappedKey.slice(0, 24));
});
