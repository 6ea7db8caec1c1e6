import { seedFieldSamplingFromEnv } from './index';

describe('SEED_FIELD_SAMPLING', () => {
  it("leaves the shell's default when unset and takes a share from 0 to 1", () => {
    expect(seedFieldSamplingFromEnv({})).toBeUndefined();
    expect(seedFieldSamplingFromEnv({ SEED_FIELD_SAMPLING: '' })).toBeUndefined();
    expect(seedFieldSamplingFromEnv({ SEED_FIELD_SAMPLING: '0' })).toBe(0);
    expect(seedFieldSamplingFromEnv({ SEED_FIELD_SAMPLING: '0.5' })).toBe(0.5);
  });

  it('refuses anything else rather than seed a share the shell cannot use', () => {
    for (const bad of ['-0.1', '1.5', 'ten', 'NaN'])
      expect(() => seedFieldSamplingFromEnv({ SEED_FIELD_SAMPLING: bad })).toThrow('SEED_FIELD_SAMPLING');
  });
});
