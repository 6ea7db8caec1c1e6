import { HashingBusyError } from './hash-slots';
import { hashPassword, needsRehash, parseHash, SCRYPT_DEFAULTS, verifyPassword } from './password';

describe('password hashing', () => {
  it('round-trips with the production parameters (N=2^17, r=8, p=1)', async () => {
    const stored = await hashPassword('Demo1234');
    expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(parseHash(stored)?.params).toEqual(SCRYPT_DEFAULTS);
    expect(await verifyPassword('Demo1234', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
  });

  it('salts every hash and rejects a wrong password', async () => {
    const cheap = { log2N: 10, r: 8, p: 1 };
    const [a, b] = await Promise.all([
      hashPassword('Demo1234', { cost: cheap }),
      hashPassword('Demo1234', { cost: cheap }),
    ]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('demo1234', a)).toBe(false);
    expect(await verifyPassword('Demo1234', b)).toBe(true);
    expect(needsRehash(a)).toBe(true);
  });

  it('never accepts a disabled, malformed or tampered hash', async () => {
    expect(await verifyPassword('Demo1234', '!')).toBe(false);
    expect(await verifyPassword('Demo1234', '')).toBe(false);
    expect(await verifyPassword('Demo1234', '$scrypt$ln=30,r=8,p=1$AAAA$AAAA')).toBe(false);
    const stored = await hashPassword('Demo1234', { cost: { log2N: 10, r: 8, p: 1 } });
    expect(await verifyPassword('Demo1234', stored.replace('ln=10', 'ln=11'))).toBe(false);
  });

  it("runs no hash for a request whose client has gone (the request's signal reaches the queue)", async () => {
    const cheap = { log2N: 10, r: 8, p: 1 };
    const stored = await hashPassword('Demo1234', { cost: cheap });
    const gone = AbortSignal.abort();
    await expect(hashPassword('Demo1234', { cost: cheap, signal: gone })).rejects.toThrow(HashingBusyError);
    await expect(verifyPassword('Demo1234', stored, gone)).rejects.toThrow(HashingBusyError);
    expect(await verifyPassword('Demo1234', stored, new AbortController().signal)).toBe(true);
  });

  it('refuses to create a hash with an out-of-range cost', async () => {
    await expect(hashPassword('x', { cost: { log2N: 4, r: 8, p: 1 } })).rejects.toThrow(RangeError);
  });
});
