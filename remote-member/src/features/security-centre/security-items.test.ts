import { protectionCount, securityItems } from './security-items';

describe('securityItems', () => {
  it('lists the four protections with their state, masked contacts and links', () => {
    const items = securityItems({
      loginPassword: true,
      withdrawalPassword: false,
      mobile: '+639*****4567',
      email: null,
    });
    expect(items).toEqual([
      { key: 'loginPassword', set: true, detail: null, path: '/m/changePsw' },
      { key: 'withdrawalPassword', set: false, detail: null, path: null },
      { key: 'mobile', set: true, detail: '+639*****4567', path: null },
      { key: 'email', set: false, detail: null, path: null },
    ]);
    expect(protectionCount(items)).toBe(2);
  });
});
