import { FEEDBACK, type FeedbackType } from '@mobile/shared-contracts';

/** No question type chosen yet (SPEC default -1). */
export const NO_TYPE = -1;

/** Characters as the player sees them (an emoji is one), after trimming, as the server counts. */
export function feedbackLength(text: string): number {
  return [...text.trim()].length;
}

/** The counter under the box: `n/200`. */
export function feedbackCounter(text: string): string {
  return `${feedbackLength(text)}/${FEEDBACK.maxLength}`;
}

/** SPEC 5: submit stays disabled under 20 characters (and above 200, which the box does not let in). */
export function canSubmitFeedback(text: string): boolean {
  const n = feedbackLength(text);
  return n >= FEEDBACK.minLength && n <= FEEDBACK.maxLength;
}

/** Keeps at most 200 characters, so pasted text is cut at a character, never inside an emoji. */
export function clampFeedback(text: string): string {
  const chars = [...text];
  return chars.length > FEEDBACK.maxLength ? chars.slice(0, FEEDBACK.maxLength).join('') : text;
}

export type FeedbackProblem = 'type' | 'captcha' | null;

/** What is still missing before sending: a question type, then the captcha answer. */
export function feedbackProblem(type: FeedbackType | typeof NO_TYPE, captcha: string): FeedbackProblem {
  if (type === NO_TYPE) return 'type';
  if (!captcha.trim()) return 'captcha';
  return null;
}
