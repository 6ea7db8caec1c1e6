import { salaryApplyState } from './salary-apply-state';

describe('salaryApplyState', () => {
  const facts = { memberType: 1, appliedAt: null, offerPending: false };

  it('lets a contract-checked agent apply once, then shows its application', () => {
    expect(salaryApplyState(facts)).toBe('available');
    expect(salaryApplyState({ ...facts, appliedAt: '2026-11-23T05:00:00.000Z' })).toBe('applied');
  });

  it('hides the button while an offer waits, for excluded agent types and for players', () => {
    expect(salaryApplyState({ ...facts, offerPending: true })).toBe('hidden');
    for (const memberType of [4, 40, 41, 42])
      expect(salaryApplyState({ ...facts, memberType })).toBe('hidden');
    expect(salaryApplyState({ ...facts, memberType: 0 })).toBe('hidden');
  });
});
