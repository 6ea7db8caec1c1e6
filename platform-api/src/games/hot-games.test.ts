import type { HotVendor } from '@mobile/shared-contracts';
import { createTestContext, envelope, type TestContext } from '../test/test-context';

const HOT = '/wps/relay/GCSGAME_hotGamesV2';

describe('hotGamesV2', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('groups hot games by vendor, each vendor once, in server order', async () => {
    const res = await t.call({ url: `${HOT}?merchantCode=demo&isPlatform=2&language=EN&platform=html5` });
    expect(res.statusCode).toBe(200);
    const vendors = envelope<HotVendor[]>(res).value;
    expect(vendors.length).toBeGreaterThan(5);
    expect(new Set(vendors.map((v) => v.vassalage)).size).toBe(vendors.length);
    expect(vendors[0]).toMatchObject({ vassalage: 'LOTT', vendorName: 'Lott', gameCategory: 'LOTTERY' });
    for (const vendor of vendors) {
      expect(vendor.games.length).toBeGreaterThan(0);
      expect(vendor.games.every((g) => g.vassalage === vendor.vassalage)).toBe(true);
    }
  });

  it('refuses bad params', async () => {
    for (const bad of ['isPlatform=1', 'platform=pc', `language=${'x'.repeat(6)}`, 'merchantCode=a%20b']) {
      const res = await t.call({ url: `${HOT}?${bad}` });
      expect(res.statusCode).toBe(400);
      expect(envelope(res).code).toBe('BAD_REQUEST');
    }
  });
});
