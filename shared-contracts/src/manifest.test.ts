import { enabledRemotes, parseManifest } from './manifest';

const remote = (enabled: boolean, entry = 'http://127.0.0.1:3101/mf-manifest.json') => ({
  enabled,
  entry,
  version: '1.0.0',
});

const valid = {
  merchantCode: 'demo',
  name: 'Demo',
  remotes: { games: remote(true), member: remote(true), wallet: remote(false), agent: remote(true) },
  frameOrigins: ['http://127.0.0.1:4000'],
};

describe('parseManifest', () => {
  it('accepts a valid manifest and lists the enabled remotes in a fixed order', () => {
    const result = parseManifest(valid);
    expect(result.ok).toBe(true);
    if (result.ok) expect(enabledRemotes(result.manifest)).toEqual(['games', 'member', 'agent']);
  });

  it('rejects a remote entry that is not an http(s) URL', () => {
    const bad = { ...valid, remotes: { ...valid.remotes, games: remote(true, 'javascript:alert(1)') } };
    const result = parseManifest(bad);
    expect(result).toEqual({ ok: false, error: expect.stringContaining('remotes.games.entry') });
  });

  it('rejects a manifest with a missing remote', () => {
    const { agent: _agent, ...remotes } = valid.remotes;
    expect(parseManifest({ ...valid, remotes }).ok).toBe(false);
  });

  it('rejects non-objects', () => {
    expect(parseManifest(null).ok).toBe(false);
    expect(parseManifest('x').ok).toBe(false);
  });
});
