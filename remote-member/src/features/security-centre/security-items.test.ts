import { protectionCount, securityItems } from './security-items';

const NONE = { questionKeys: [], setAt: null };

describe('securityItems', () => {
  it('lists the protections with their state, masked contacts, links and in-place actions', () => {
    const items = securityItems(
      {
        loginPassword: true,
        withdrawalPassword: false,
        mobile: '+639*****4567',
        email: null,
        payeeName: null,
      },
      NONE,
    );
    expect(items).toEqual([
      { key: 'loginPassword', set: true, detail: null, path: '/m/changePsw', inline: null },
      {
        key: 'withdrawalPassword',
        set: false,
        detail: null,
        path: '/m/withdraw?view=password',
        inline: null,
      },
      { key: 'payeeName', set: false, detail: null, path: null, inline: 'payeeName' },
      { key: 'mobile', set: true, detail: '+639*****4567', path: null, inline: 'mobile' },
      { key: 'email', set: false, detail: null, path: null, inline: 'email' },
      { key: 'securityQuestions', set: false, detail: null, path: null, inline: 'securityQuestions' },
    ]);
    expect(protectionCount(items)).toBe(2);
  });

  it('a payee name once set is shown and no longer editable here', () => {
    const payee = securityItems(
      {
        loginPassword: true,
        withdrawalPassword: true,
        mobile: null,
        email: 'a***@x.com',
        payeeName: 'Ana Reyes',
      },
      NONE,
    )[2];
    expect(payee).toEqual({ key: 'payeeName', set: true, detail: 'Ana Reyes', path: null, inline: null });
  });

  it('security questions count as set once the member has chosen them, and stay changeable', () => {
    const config = { loginPassword: true, withdrawalPassword: false, mobile: null, email: null };
    const set = {
      questionKeys: ['firstPet', 'birthCity', 'firstSchool'] as const,
      setAt: '2026-11-23T07:00:00.000Z',
    };
    const items = securityItems(config, { ...set, questionKeys: [...set.questionKeys] });
    expect(items.at(-1)).toEqual({
      key: 'securityQuestions',
      set: true,
      detail: null,
      path: null,
      inline: 'securityQuestions',
    });
    expect(protectionCount(items)).toBe(2);
  });
});
