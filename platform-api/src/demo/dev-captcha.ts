/**
 * Answers of the latest captchas, kept in memory by the demo profile only (the app calls
 * `rememberCaptcha` through its `onCaptchaIssued` hook), so e2e journeys and demos can solve them through
 * the loopback-only dev port (`dev-port.ts`). Production never loads this file: no answer is kept there.
 */
const answers = new Map<string, string>();
const KEEP = 200;

export function rememberCaptcha(captchaId: string, answer: string): void {
  answers.set(captchaId, answer);
  const oldest = answers.keys().next().value;
  if (answers.size > KEEP && oldest !== undefined) answers.delete(oldest);
}

export function captchaAnswer(captchaId: string): string | undefined {
  return answers.get(captchaId);
}
