import { envelope } from '../test/test-context';
import { agentKit } from './agent-test-kit';

describe('GET /wps/agent/affiliate (invitation link check)', () => {
  const kit = agentKit();
  const check = (query: Record<string, string>) =>
    kit.t.call({ method: 'GET', url: '/wps/agent/affiliate', query, headers: { 'x-merchant-code': 'demo' } });
  const success = async (query: Record<string, string>) =>
    envelope<{ success: boolean }>(await check(query)).value.success;

  it("answers success for an agent's invitation code with the link's domain, without a session", async () => {
    expect(await success({ code: 'AGENT41', domain: 'm.example.com' })).toBe(true);
    expect(await success({ code: 'agent41', domain: '127.0.0.1:18280' })).toBe(true);
    expect(await success({ code: 'NOPE99', domain: 'm.example.com' })).toBe(false);
  });

  it('refuses a missing or malformed code or domain with the error envelope', async () => {
    const queries: Record<string, string>[] = [
      { code: 'AGENT41' },
      { domain: 'm.example.com' },
      { code: '', domain: 'm.example.com' },
      { code: 'AGENT41', domain: 'https://evil.example/' },
      { code: 'AGENT41', domain: '<script>' },
      { code: 'A'.repeat(33), domain: 'm.example.com' },
    ];
    for (const query of queries) {
      const res = await check(query);
      expect([res.statusCode, envelope(res).success]).toEqual([400, false]);
      expect(typeof envelope(res).code).toBe('string');
    }
  });
});
