import { isCompatibleParcel, MOUNT_CONTRACT_VERSION } from './mount-contract-version';

describe('mount contract version', () => {
  it('accepts only parcels built against the same version', () => {
    expect(isCompatibleParcel({ contractVersion: MOUNT_CONTRACT_VERSION })).toBe(true);
    expect(isCompatibleParcel({ contractVersion: 'mount-contract@2' })).toBe(false);
    expect(isCompatibleParcel({ contractVersion: 1 })).toBe(false);
    expect(isCompatibleParcel({})).toBe(false);
    expect(isCompatibleParcel(null)).toBe(false);
    expect(isCompatibleParcel(() => undefined)).toBe(false);
  });
});
