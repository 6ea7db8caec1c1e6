import {
  canSubmitFeedback,
  clampFeedback,
  feedbackCounter,
  feedbackLength,
  feedbackProblem,
  NO_TYPE,
} from './feedback-rules';

describe('feedback rules', () => {
  it('counts characters as seen, after trimming', () => {
    expect(feedbackLength('  abc  ')).toBe(3);
    expect(feedbackLength('😀😀')).toBe(2);
    expect(feedbackCounter('hello')).toBe('5/200');
    expect(feedbackCounter('')).toBe('0/200');
  });

  it('allows submitting from 20 to 200 characters', () => {
    expect(canSubmitFeedback('a'.repeat(19))).toBe(false);
    expect(canSubmitFeedback(`   ${'a'.repeat(19)}   `)).toBe(false);
    expect(canSubmitFeedback('a'.repeat(20))).toBe(true);
    expect(canSubmitFeedback('😀'.repeat(200))).toBe(true);
    expect(canSubmitFeedback('a'.repeat(201))).toBe(false);
  });

  it('cuts pasted text at 200 characters without splitting an emoji', () => {
    expect(clampFeedback('a'.repeat(250))).toHaveLength(200);
    const emoji = clampFeedback('😀'.repeat(201));
    expect([...emoji]).toHaveLength(200);
    expect(clampFeedback('short')).toBe('short');
  });

  it('asks for a question type first, then the captcha', () => {
    expect(feedbackProblem(NO_TYPE, 'ABCDE')).toBe('type');
    expect(feedbackProblem(0, ' ')).toBe('captcha');
    expect(feedbackProblem(6, 'ABCDE')).toBeNull();
  });
});
