import { createTestContext, envelope, type TestContext } from '../test/test-context';
import { consumeCaptcha, issueCaptcha } from './captcha-store';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /wps/captcha', () => {
  it('returns an id and an SVG data URL, and stores only a hash of the answer', async () => {
    const res = await ctx.call({ method: 'GET', url: '/wps/captcha' });
    const { captchaId, image } = envelope<{ captchaId: string; image: string }>(res).value;
    expect(captchaId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(image.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const row = await ctx.db
      .selectFrom('captchas')
      .selectAll()
      .where('id', '=', captchaId)
      .executeTakeFirstOrThrow();
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(row.expires_at) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('accepts an answer once, case-insensitively, and not after 5 minutes', async () => {
    const now = new Date();
    const { captchaId } = await issueCaptcha(ctx.db, now, 'AB3DE');
    expect(await consumeCaptcha(ctx.db, captchaId, ' ab3de ', now)).toBe(true);
    expect(await consumeCaptcha(ctx.db, captchaId, 'AB3DE', now)).toBe(false);
    const old = await issueCaptcha(ctx.db, now, 'XY7ZK');
    expect(
      await consumeCaptcha(ctx.db, old.captchaId, 'XY7ZK', new Date(now.getTime() + 5 * 60_000 + 1)),
    ).toBe(false);
  });
});
