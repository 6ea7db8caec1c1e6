import { protectionCount, securityItems, WITHDRAWAL_PASSWORD_PATH } from './security-items';

describe('securityItems', () => {
  it('lists the protections with their state, masked contacts, links and in-place actions', () => {
    const items = securityItems({
      loginPassword: true,
      withdrawalPassword: false,
      mobile: '+639*****4567',
      email: null,
      payeeName: null,
    });
    expect(items).toEqual([
      { key: 'loginPassword', set: true, detail: null, path: '/m/changePsw', inline: null },
      { key: 'withdrawalPassword', set: false, detail: null, path: WITHDRAWAL_PASSWORD_PATH, inline: null },
      { key: 'payeeName', set: false, detail: null, path: null, inline: 'payeeName' },
      { key: 'mobile', set: true, detail: '+639*****4567', path: null, inline: null },
      { key: 'email', set: false, detail: null, path: null, inline: 'email' },
    ]);
    expect(protectionCount(items)).toBe(2);
  });

  it('a payee name once set is shown and no longer editable here', () => {
    const payee = securityItems({
      loginPassword: true,
      withdrawalPassword: true,
      mobile: null,
      email: 'a***@x.com',
      payeeName: 'Ana Reyes',
    })[2];
    expect(payee).toEqual({ key: 'payeeName', set: true, detail: 'Ana Reyes', path: null, inline: null });
  });
});
