import type { DepositChannel } from '@mobile/shared-contracts';
import { depositLayout, groupByVendor } from './group-channels';

const channel = (id: number, vendor: DepositChannel['vendor']): DepositChannel => ({
  id,
  vendor,
  name: `c${id}`,
  method: vendor === 'GATEWAY' ? 'GATEWAY' : 'MANUAL',
  min: 100,
  max: 1_000,
  account: null,
});

describe('deposit channels', () => {
  it('groups channels by vendor in the fixed order, leaving out empty vendors', () => {
    const groups = groupByVendor([channel(1, 'GATEWAY'), channel(2, 'BANK'), channel(3, 'GATEWAY')]);
    expect(groups.map((g) => [g.vendor, g.channels.map((c) => c.id)])).toEqual([
      ['BANK', [2]],
      ['GATEWAY', [1, 3]],
    ]);
  });

  it('follows the template flag dep_func', () => {
    expect(depositLayout({ dep_func: 1 })).toBe('tabs');
    expect(depositLayout({ dep_func: 0 })).toBe('list');
    expect(depositLayout(undefined)).toBe('list');
  });
});
