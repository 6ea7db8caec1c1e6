import { solvedCaptcha } from '../accounts/account-test-kit';
import { runOperator } from '../operator/run-operator';
import { bearer, createTestContext, type TestContext } from '../test/test-context';

/**
 * Issue 26, finding 18 (operator output): player text with C1 control characters or bidi overrides reached
 * the operator command's output raw, where it can drive the operator's terminal (CSI U+009B, ESC) or make
 * a line read as something else (RLO U+202E). The output shows them as escapes and still parses.
 */
const CONTROL_RANGES: [number, number][] = [
  [0x00, 0x08],
  [0x0b, 0x1f],
  [0x7f, 0x9f],
  [0x061c, 0x061c],
  [0x200e, 0x200f],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
];
const rawControls = (text: string) =>
  [...text].filter((char) => {
    const code = char.codePointAt(0) ?? 0;
    return CONTROL_RANGES.some(([from, to]) => code >= from && code <= to);
  });

describe('attack 18: control and bidi characters in operator output', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('prints player feedback with every control and bidi character escaped', async () => {
    const content = `Refund me \u009b2J\u001b[31m now \u202eexe.fdp\u202c\u2066 ok\u2069 \u0085\r done`;
    const token = await t.login('player1');
    const sent = await t.call({
      method: 'POST',
      url: '/wps/feedback',
      headers: bearer(token),
      payload: { content, type: 1, ...(await solvedCaptcha(t)) },
    });
    expect(sent.statusCode).toBe(200);

    const result = await runOperator(t.db, ['feedback', '--merchant', 'demo', '--user', 'player1']);
    expect(result.exitCode).toBe(0);
    expect(rawControls(result.stdout)).toEqual([]);
    expect(result.stdout).toContain('\\u009b2J\\u001b[31m now \\u202eexe.fdp');
    // Escaped, not dropped: the operator still reads what the player sent.
    expect(JSON.parse(result.stdout)[0].content).toBe(content);
  });

  it('escapes them in error lines too', async () => {
    const result = await runOperator(t.db, ['session', '--user', 'nobody\u202e\u009b\u001b[2J']);
    expect(result.exitCode).not.toBe(0);
    expect(rawControls(result.stderr)).toEqual([]);
    expect(result.stderr).toContain('nobody\\u202e\\u009b\\u001b[2J');
  });
});
