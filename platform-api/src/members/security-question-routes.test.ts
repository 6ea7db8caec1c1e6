import { type CustomerSecurityQuestions, SECURITY_QUESTION_KEYS } from '@mobile/shared-contracts';
import { verifyPassword } from '../security/password';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { normaliseAnswer } from './security-question-store';

describe('security questions', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const PATH = '/wps/member/customerSecurityQuestions';
  const ANSWERS = [
    { questionKey: 'firstPet', answer: '  Bantay ' },
    { questionKey: 'birthCity', answer: 'Cebu  City' },
    { questionKey: 'firstSchool', answer: 'San Roque' },
  ];
  const memberId = async (user: string) =>
    (
      await t.db
        .selectFrom('members')
        .select('id')
        .where('username', '=', user)
        .where('merchant_code', '=', 'demo')
        .executeTakeFirstOrThrow()
    ).id;
  const rowsOf = async (user: string) =>
    t.db
      .selectFrom('member_security_answers')
      .selectAll()
      .where('member_id', '=', await memberId(user))
      .orderBy('slot')
      .execute();
  const set = async (token: string, payload: unknown) =>
    t.call({ method: 'POST', url: PATH, headers: bearer(token), payload: payload as object });
  const read = async (token: string) =>
    envelope<CustomerSecurityQuestions>(await t.call({ url: PATH, headers: bearer(token) })).value;

  it('lists the questions to choose from', async () => {
    const res = await t.call({
      url: '/wps/member/securityQuestions',
      headers: bearer(await t.login('player0')),
    });
    expect(envelope(res).value).toEqual({ questionKeys: [...SECURITY_QUESTION_KEYS] });
  });

  it('says none are set for a member who never set them', async () => {
    expect(await read(await t.login('player2'))).toEqual({ questionKeys: [], setAt: null });
  });

  it('sets three questions with hashed answers and shows the questions, never the answers', async () => {
    const token = await t.login('player1');
    const res = await set(token, { password: 'Demo1234', answers: ANSWERS });
    expect(res.statusCode).toBe(200);
    const value = envelope<CustomerSecurityQuestions>(res).value;
    expect(value.questionKeys).toEqual(['firstPet', 'birthCity', 'firstSchool']);
    expect(Number.isNaN(Date.parse(value.setAt ?? ''))).toBe(false);
    expect(await read(token)).toEqual(value);
    expect(res.body).not.toMatch(/bantay|cebu|roque/i);

    const rows = await rowsOf('player1');
    expect(rows.map((row) => row.question_key)).toEqual(['firstPet', 'birthCity', 'firstSchool']);
    for (const row of rows) expect(row.answer_hash).not.toMatch(/bantay|cebu|roque/i);
    // Normalised before hashing: case, outer and doubled spaces do not matter to a later check.
    expect(await verifyPassword('bantay', rows[0]?.answer_hash ?? '')).toBe(true);
    expect(await verifyPassword('cebu city', rows[1]?.answer_hash ?? '')).toBe(true);
    expect(await verifyPassword('Cebu  City', rows[1]?.answer_hash ?? '')).toBe(false);
  });

  it('replaces the whole set when set again', async () => {
    const token = await t.login('player1');
    const again = [
      { questionKey: 'favouriteFood', answer: 'Adobo' },
      { questionKey: 'firstPet', answer: 'Muning' },
      { questionKey: 'firstPhone', answer: 'Nokia 3310' },
    ];
    expect((await set(token, { password: 'Demo1234', answers: again })).statusCode).toBe(200);
    expect((await rowsOf('player1')).map((row) => row.question_key)).toEqual([
      'favouriteFood',
      'firstPet',
      'firstPhone',
    ]);
  });

  it('refuses a wrong login password with WRONG_CREDENTIALS and keeps the old set', async () => {
    const before = await rowsOf('player1');
    const res = await set(await t.login('player1'), { password: 'Wrong999', answers: ANSWERS });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({ success: false, code: 'WRONG_CREDENTIALS' });
    expect(await rowsOf('player1')).toEqual(before);
  });

  const answersWith = (change: Partial<(typeof ANSWERS)[number]>, index = 0) =>
    ANSWERS.map((a, i) => (i === index ? { ...a, ...change } : a));
  it.each([
    ['two answers', ANSWERS.slice(0, 2)],
    ['four answers', [...ANSWERS, { questionKey: 'firstPhone', answer: 'Nokia' }]],
    ['one question twice', answersWith({ questionKey: 'birthCity' })],
    ['a question not in the list', answersWith({ questionKey: 'favouriteColour' })],
    ['an answer of one character', answersWith({ answer: ' x ' })],
    ['an answer of 51 characters', answersWith({ answer: 'a'.repeat(51) })],
    ['an answer that is no string', answersWith({ answer: 42 as unknown as string })],
    ['no answers at all', undefined],
  ])('refuses %s with BAD_REQUEST and stores nothing', async (_, answers) => {
    const res = await set(await t.login('player2'), { password: 'Demo1234', answers });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(await rowsOf('player2')).toEqual([]);
  });

  it('refuses a free-play account', async () => {
    const res = await set(await t.login('trial4'), { password: 'Demo1234', answers: ANSWERS });
    expect(res.statusCode).toBe(403);
    expect(envelope(res)).toMatchObject({ success: false, code: 'FREE_REJECT' });
    expect(await rowsOf('trial4')).toEqual([]);
  });

  it('shows each member only their own set', async () => {
    await set(await t.login('player0'), { password: 'Demo1234', answers: ANSWERS });
    const other = await read(await t.login('agent41'));
    expect(other).toEqual({ questionKeys: [], setAt: null });
    // A member id in the query is ignored: the session decides whose set it is.
    const res = await t.call({
      url: `${PATH}?memberId=${await memberId('player0')}`,
      headers: bearer(await t.login('agent41')),
    });
    expect(envelope<CustomerSecurityQuestions>(res).value).toEqual({ questionKeys: [], setAt: null });
  });

  it('keeps one whole set when two requests race', async () => {
    const token = await t.login('agent42');
    const second = [
      { questionKey: 'favouriteTeacher', answer: 'Mrs Santos' },
      { questionKey: 'childhoodFriend', answer: 'Jojo' },
      { questionKey: 'motherMaidenName', answer: 'Reyes' },
    ];
    const answers = await Promise.all([
      set(token, { password: 'Demo1234', answers: ANSWERS }),
      set(token, { password: 'Demo1234', answers: second }),
    ]);
    for (const res of answers) expect(res.statusCode).toBe(200);
    const keys = (await rowsOf('agent42')).map((row) => row.question_key);
    expect([ANSWERS, second].map((set) => set.map((a) => a.questionKey))).toContainEqual(keys);
  });

  it.each([
    ['GET', PATH],
    ['POST', PATH],
    ['GET', '/wps/member/securityQuestions'],
  ] as const)('refuses guests on %s %s', async (method, url) => {
    const res = await t.call({
      method,
      url,
      payload: method === 'POST' ? { password: 'Demo1234', answers: ANSWERS } : undefined,
    });
    expect(res.statusCode).toBe(401);
    expect(envelope(res)).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
  });
});

describe('normaliseAnswer', () => {
  it('folds case, width, outer and inner spaces', () => {
    expect(normaliseAnswer('  Cebu   CITY ')).toBe('cebu city');
    expect(normaliseAnswer('ＡＢＣ')).toBe('abc');
  });
});
