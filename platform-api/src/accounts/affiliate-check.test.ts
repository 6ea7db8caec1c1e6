import { envelope } from '../test/test-context';
import { withOutboxContext } from './account-test-kit';

const context = withOutboxContext();

describe('GET /wps/check/affiliate', () => {
  const check = (code: string) =>
    context().call({
      method: 'GET',
      url: `/wps/check/affiliate?code=${code}`,
      headers: { 'x-merchant-code': 'demo' },
    });

  it('says whether an invitation code exists, case-insensitively', async () => {
    expect(envelope(await check('AGENT41')).value).toEqual({ valid: true });
    expect(envelope(await check('agent42')).value).toEqual({ valid: true });
    expect(envelope(await check('NOPE99')).value).toEqual({ valid: false });
  });

  it('refuses an empty code', async () => {
    expect((await check('')).statusCode).toBe(400);
  });
});
