import type { MerchantManifest } from './manifest';
import { contentSecurityPolicy, htmlSecurityHeaders, nginxSecurityHeaders } from './security-headers';
import { hasUrlToken, URL_TOKEN_SCRIPT_HASH } from './url-token-page';

const remote = (entry: string, enabled = true) => ({ enabled, entry, version: '1.0.0' });
const manifest: MerchantManifest = {
  merchantCode: 'demo',
  name: 'Demo',
  remotes: {
    games: remote('https://games.cdn.example/remoteEntry.js'),
    member: remote('https://member.cdn.example/v2/remoteEntry.js'),
    wallet: remote('https://wallet.cdn.example/remoteEntry.js', false),
    agent: remote('https://games.cdn.example/agent/remoteEntry.js'),
  },
  frameOrigins: ['https://vendor.example/launch', 'https://m.demo.example'],
};

const directives = (policy: string) =>
  new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));

describe('contentSecurityPolicy', () => {
  it('allows scripts from this origin and the enabled remotes only', () => {
    const csp = directives(contentSecurityPolicy(manifest));
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://games.cdn.example',
      'https://member.cdn.example',
      URL_TOKEN_SCRIPT_HASH,
      "'report-sample'",
    ]);
    expect(csp.get('script-src')).not.toContain('https://wallet.cdn.example');
    expect(csp.get('connect-src')).toContain('https://member.cdn.example');
  });

  it('lets a loopback remote (a dev server) open its socket only when asked, and never a public one', () => {
    const local: MerchantManifest = {
      ...manifest,
      remotes: { ...manifest.remotes, games: remote('http://127.0.0.1:3101/remoteEntry.js') },
    };
    expect(directives(contentSecurityPolicy(local)).get('connect-src')).not.toContain('ws://127.0.0.1:3101');
    const dev = directives(contentSecurityPolicy(local, { devSockets: true })).get('connect-src');
    expect(dev).toContain('ws://127.0.0.1:3101');
    expect(dev?.filter((source) => source.startsWith('ws'))).toEqual(['ws://127.0.0.1:3101']);
    expect(directives(contentSecurityPolicy(local, { devSockets: true })).get('script-src')).not.toContain(
      'ws://127.0.0.1:3101',
    );
  });

  it('frames only the merchant frame origins, never plugins, base or being framed', () => {
    const csp = directives(contentSecurityPolicy(manifest, { chatOrigin: 'https://chat.example/room' }));
    expect(csp.get('frame-src')).toEqual([
      'https://chat.example',
      'https://m.demo.example',
      'https://vendor.example',
    ]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('never allows inline or evaluated script', () => {
    const policy = contentSecurityPolicy(manifest);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('takes images and videos from the asset origin', () => {
    const csp = directives(contentSecurityPolicy(manifest, { assetOrigin: 'https://img.example/' }));
    expect(csp.get('img-src')).toContain('https://img.example');
    expect(csp.get('media-src')).toContain('https://img.example');
  });

  it('without a manifest allows this origin only and no frames', () => {
    const csp = directives(contentSecurityPolicy(null));
    expect(csp.get('script-src')).toEqual(["'self'", URL_TOKEN_SCRIPT_HASH, "'report-sample'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
  });
});

describe('html security headers', () => {
  it('sends referrer, permissions and sniffing policies with the CSP', () => {
    const headers = htmlSecurityHeaders(manifest);
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
  });

  it('sends no Referer at all from a page whose address carries a token', () => {
    expect(htmlSecurityHeaders(manifest, { tokenInAddress: true })['Referrer-Policy']).toBe('no-referrer');
  });

  it('renders the same headers as an nginx include, the Referrer-Policy mapped per request', () => {
    const conf = nginxSecurityHeaders(manifest);
    expect(conf).toContain(`add_header Content-Security-Policy "${contentSecurityPolicy(manifest)}" always;`);
    expect(conf).toContain('add_header Referrer-Policy $page_referrer_policy always;');
    expect(conf.trim().split('\n')).toHaveLength(Object.keys(htmlSecurityHeaders(manifest)).length);
  });
});

describe('hasUrlToken', () => {
  it('finds the token key as the page decodes it: plain, percent-encoded, any case, without a value', () => {
    for (const search of ['?token=abc', '?a=1&%74oken=abc', '?TOKEN=x', '?%54%6F%6B%65%6E=x', '?token'])
      expect(hasUrlToken(search)).toBe(true);
  });
  it('ignores other keys that merely contain the word', () => {
    for (const search of ['', '?tokens=1', '?mytoken=1', '?a=token']) expect(hasUrlToken(search)).toBe(false);
  });
});
