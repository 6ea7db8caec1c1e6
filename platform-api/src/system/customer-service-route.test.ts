import { type ConsolidatedSettings, consolidatedSettingsSchema } from '@mobile/shared-contracts';
import * as v from 'valibot';
import { readSetting, writeSetting } from '../merchants/settings-store';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { isServiceLink } from './customer-service-route';

const ROUTE = '/wps/system/domainRoute';
type Route = { title: string; path: string };

describe('customerServiceRoutes (/wps/system/domainRoute)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const routes = async (merchant: string, headers: Record<string, string> = {}) =>
    envelope<Route[]>(await t.call({ url: ROUTE, headers: { 'x-merchant-code': merchant, ...headers } }))
      .value;

  it("answers each merchant's customer-service links, to guests and members alike", async () => {
    expect(await routes('demo')).toEqual([
      { title: 'CS', path: 'https://chat.example/demo' },
      { title: 'whatsapp', path: 'https://wa.example/639000000000' },
    ]);
    expect(await routes('lite')).toEqual([{ title: 'CS', path: 'https://chat.example/lite' }]);
    const token = await t.login('player1');
    expect(await routes('demo', bearer(token))).toHaveLength(2);
  });

  it("follows an operator's change at once and never answers an unsafe link", async () => {
    const db = t.app.deps.db;
    const before = v.parse(consolidatedSettingsSchema, await readSetting(db, 'demo', 'consolidated'));
    const changed: ConsolidatedSettings = {
      ...before,
      customerService: [
        { title: 'CS', path: '/m/help' },
        { title: 'whatsapp', path: 'javascript:alert(1)' },
        { title: 'CS', path: '//evil.example/cs' },
      ],
    };
    await writeSetting(db, 'demo', 'consolidated', changed);
    try {
      expect(await routes('demo')).toEqual([{ title: 'CS', path: '/m/help' }]);
    } finally {
      await writeSetting(db, 'demo', 'consolidated', before);
    }
  });

  it('refuses an unknown merchant and a malformed one with the error envelope', async () => {
    const unknown = await t.call({ url: ROUTE, headers: { 'x-merchant-code': 'ghost' } });
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe('NOT_FOUND');
    const bad = await t.call({ url: ROUTE, headers: { 'x-merchant-code': '<script>' } });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).code).toBe('BAD_REQUEST');
  });
});

describe('isServiceLink', () => {
  it('takes http(s) URLs and paths of the site only', () => {
    expect(isServiceLink('https://wa.me/639171234567')).toBe(true);
    expect(isServiceLink('http://cs.example/x')).toBe(true);
    expect(isServiceLink('/m/message')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', '/other', 'cs', ''])
      expect(isServiceLink(bad)).toBe(false);
  });
});
