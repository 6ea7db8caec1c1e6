import { solvedCaptcha } from '../accounts/account-test-kit';
import { runOperator } from '../operator/run-operator';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

const FEEDBACK = '/wps/feedback';
const HELP = '/wps/system/helpCenter';

describe('feedback', () => {
  let t: TestContext;
  let player: string;
  beforeAll(async () => {
    t = await createTestContext();
    player = await t.login('player1');
  });
  afterAll(() => t.close());

  const send = async (payload: Record<string, unknown>, token: string | null = player) =>
    t.call({ method: 'POST', url: FEEDBACK, headers: token ? bearer(token) : {}, payload });
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('feedback')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const text = 'The deposit page took a long time to load today.';

  it('stores feedback as the logged-in member, script and all as plain text', async () => {
    const content = '<script>window.__x=1</script> my withdrawal is late <img src=x onerror=alert(1)>';
    const res = await send({ content, type: 2, sender: 'someone-else', ...(await solvedCaptcha(t)) });
    expect(res.statusCode).toBe(200);
    const listed = JSON.parse(
      (await runOperator(t.db, ['feedback', '--merchant', 'demo', '--user', 'player1'])).stdout,
    );
    expect(listed[0]).toMatchObject({ user: 'player1', type: 2, content });
  });

  it('counts 20-200 characters after trimming, as the player sees them', async () => {
    expect(
      (await send({ content: `  ${'a'.repeat(19)}  `, type: 1, ...(await solvedCaptcha(t)) })).statusCode,
    ).toBe(400);
    expect((await send({ content: 'a'.repeat(201), type: 1, ...(await solvedCaptcha(t)) })).statusCode).toBe(
      400,
    );
    expect((await send({ content: '😀'.repeat(200), type: 1, ...(await solvedCaptcha(t)) })).statusCode).toBe(
      200,
    );
    expect((await send({ content: 'a'.repeat(20), type: 0, ...(await solvedCaptcha(t)) })).statusCode).toBe(
      200,
    );
  });

  it('needs a right, unused captcha and changes nothing without one', async () => {
    const before = await count();
    const missing = await send({ content: text, type: 4 });
    expect(envelope(missing)).toMatchObject({ success: false, code: 'CAPTCHA_REQUIRED' });
    const solved = await solvedCaptcha(t);
    expect(
      envelope(await send({ content: text, type: 4, captchaId: solved.captchaId, captcha: 'WRONG' })).code,
    ).toBe('CAPTCHA_WRONG');
    // Consumed by the wrong answer: the right one no longer works.
    expect((await send({ content: text, type: 4, ...solved })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it.each([{ type: 5 }, { type: -1 }, { type: '1' }, {}])('refuses question type %p', async (extra) => {
    const res = await send({ content: text, ...extra, ...(await solvedCaptcha(t)) });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).code).toBe('BAD_REQUEST');
  });

  it('refuses guests', async () => {
    expect((await send({ content: text, type: 1, ...(await solvedCaptcha(t)) }, null)).statusCode).toBe(401);
  });
});

describe('help centre', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const topics = async (query: string, merchant = 'demo') =>
    envelope<{ title: string; content: string }[]>(
      await t.call({ url: `${HELP}?${query}`, headers: { 'x-merchant-code': merchant } }),
    ).value;

  it('lists the active topics in order, falling back to English', async () => {
    const en = await topics('lang=EN');
    expect(en.map((x) => x.title).slice(0, 3)).toEqual([
      'How to register',
      'How to deposit',
      'How to withdraw',
    ]);
    expect(await topics('lang=JA')).toEqual(en);
  });

  it('serves topics added by the operator, their HTML without script or handlers', async () => {
    const added = await runOperator(t.db, [
      'help-topic',
      '--merchant',
      'lite',
      '--title',
      'Bonus',
      '--content',
      '<img src=x onerror=alert(1)>',
      '--order=-1',
    ]);
    expect(added.exitCode).toBe(0);
    expect((await topics('lang=EN', 'lite'))[0]).toEqual({ title: 'Bonus', content: '<img src="x" />' });
    expect((await topics('lang=EN', 'demo'))[0]?.title).toBe('How to register');
    const { id } = JSON.parse(added.stdout);
    await runOperator(t.db, ['help-topic', '--merchant', 'lite', '--remove', String(id)]);
    expect((await topics('lang=EN', 'lite'))[0]?.title).toBe('How to register');
  });

  it.each(['', 'lang=en', 'lang=XX', `lang=${'E'.repeat(50)}`])('refuses %p', async (query) => {
    const res = await t.call({ url: `${HELP}?${query}` });
    expect(res.statusCode).toBe(400);
  });
});
