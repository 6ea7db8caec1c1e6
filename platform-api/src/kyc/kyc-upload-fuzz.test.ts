import fs from 'node:fs';
import { ENDPOINTS, ERROR_MESSAGE_KEYS } from '@mobile/shared-contracts';
import fc from 'fast-check';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { multipart, PNG, storedFiles, useTempKycDir } from './kyc-test-kit';

const dir = useTempKycDir();
const STACK = /\bat [^\s]+ \(|\.(ts|js):\d+:\d+|Error: /;

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = await t.login('player2');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A part: a field name (mostly `images`), a claimed type, bytes that often start like an image. */
const part = fc.record({
  field: fc.oneof(fc.constant('images'), fc.constant('__proto__'), fc.string({ maxLength: 40 })),
  type: fc.oneof(
    fc.constantFrom('image/png', 'image/jpeg', 'application/x-msdownload', 'text/html', ''),
    fc.string({ maxLength: 30 }),
  ),
  name: fc.oneof(
    fc.constantFrom('id.png', '../../etc/passwd', 'a.jpg.exe', ''),
    fc.string({ maxLength: 60 }),
  ),
  head: fc.oneof(
    fc.constant(PNG(0)),
    fc.constant(Buffer.from([0xff, 0xd8, 0xff])),
    fc.uint8Array({ maxLength: 12 }).map((bytes) => Buffer.from(bytes)),
  ),
  body: fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes)),
  text: fc.option(fc.string({ maxLength: 50 }), { nil: undefined }),
});

/**
 * Hostile multipart bodies (the JSON fuzz of security/fuzz-endpoints.test.ts cannot make them): whatever
 * arrives, the answer is the envelope with a catalogue code, never a 5xx or a stack, and a refusal keeps
 * no file and no row. An accepted upload is taken back after the run, so the next one is judged afresh.
 */
it('random multipart uploads get the envelope; a refusal keeps nothing', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(part, { maxLength: 5 }), async (parts) => {
      const body = await multipart(
        parts.map((p) =>
          p.text === undefined
            ? { field: p.field, bytes: Buffer.concat([p.head, p.body]), type: p.type, name: p.name }
            : { field: p.field, text: p.text },
        ),
      );
      const files = storedFiles(dir).length;
      const res = await t.call({
        method: 'POST',
        url: ENDPOINTS.submitKyc.path,
        payload: body.payload,
        headers: { 'content-type': body.contentType, 'x-merchant-code': 'demo', ...bearer(token) },
      });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toMatch(STACK);
      const answer = envelope(res);
      if (res.statusCode === 200) {
        await t.db.deleteFrom('kyc_submissions').execute();
        return;
      }
      expect(answer.success).toBe(false);
      expect(Object.keys(ERROR_MESSAGE_KEYS)).toContain(answer.code);
      expect(storedFiles(dir).length).toBe(files);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }),
    { numRuns: 60 },
  );
});
