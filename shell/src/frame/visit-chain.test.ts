import { previousPath, recordVisit, VISIT_CHAIN_LIMIT, type VisitChain } from './visit-chain';

const walk = (steps: [string, string, 'PUSH' | 'REPLACE' | 'POP'][]) => {
  let chain: VisitChain = {};
  let lastKey: string | null = null;
  for (const [key, path, kind] of steps) {
    chain = recordVisit(chain, { key, path, kind, lastKey });
    lastKey = key;
  }
  return chain;
};

describe('visit chain', () => {
  it('a page opened directly has no previous page', () => {
    expect(previousPath(walk([['default', '/m/login', 'POP']]), 'default')).toBeNull();
  });

  it('a pushed page came from the page shown before it', () => {
    const chain = walk([
      ['default', '/m/home', 'POP'],
      ['a', '/m/login', 'PUSH'],
    ]);
    expect(previousPath(chain, 'a')).toBe('/m/home');
  });

  it('a replacing page takes over where the replaced one came from (login tab → register tab)', () => {
    const chain = walk([
      ['default', '/m/home', 'POP'],
      ['a', '/m/login', 'PUSH'],
      ['b', '/m/register', 'REPLACE'],
    ]);
    expect(previousPath(chain, 'b')).toBe('/m/home');
    expect(chain.a).toBeUndefined();
  });

  it('going back and forward keeps what each entry came from', () => {
    const chain = walk([
      ['default', '/m/home', 'POP'],
      ['a', '/m/member/home', 'PUSH'],
      ['b', '/m/securityCenter', 'PUSH'],
      ['a', '/m/member/home', 'POP'],
      ['b', '/m/securityCenter', 'POP'],
    ]);
    expect(previousPath(chain, 'b')).toBe('/m/member/home');
    expect(previousPath(chain, 'a')).toBe('/m/home');
  });

  it('an entry of another page life (key unknown) has no previous page', () => {
    expect(previousPath(walk([['x', '/m/forget', 'POP']]), 'x')).toBeNull();
  });

  it(`keeps the newest ${VISIT_CHAIN_LIMIT} entries`, () => {
    const steps: [string, string, 'PUSH'][] = Array.from({ length: VISIT_CHAIN_LIMIT + 10 }, (_, i) => [
      `k${i}`,
      `/m/page${i}`,
      'PUSH',
    ]);
    const chain = walk(steps);
    expect(Object.keys(chain)).toHaveLength(VISIT_CHAIN_LIMIT);
    expect(previousPath(chain, `k${VISIT_CHAIN_LIMIT + 9}`)).toBe(`/m/page${VISIT_CHAIN_LIMIT + 8}`);
  });
});
