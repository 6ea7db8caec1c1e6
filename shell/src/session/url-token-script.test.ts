import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { STORAGE_KEYS, URL_TOKEN_SCRIPT_HASH } from '@mobile/shared-contracts';

/** The page's first inline script (index.html), which the CSP allows by its hash alone. */
const html = fs.readFileSync(path.join(__dirname, '../index.html'), 'utf8');
const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

const run = (address: string) => {
  window.history.replaceState(null, '', address);
  // An indirect eval runs the page's own inline script in the global scope, as the browser would.
  // biome-ignore lint/security/noGlobalEval: the script under test is the page's own inline script
  const globalEval = globalThis.eval;
  globalEval(script);
  return window.location.pathname + window.location.search + window.location.hash;
};

describe("index.html's first script", () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is the one inline script, before any other element that loads something', () => {
    expect(html.match(/<script>/g)).toHaveLength(1);
    const head = html.slice(0, html.indexOf('<script>'));
    expect(head).not.toMatch(/<link|<script|<img|<style/);
  });

  it('is allowed by the CSP hash shared-contracts gives the policy', () => {
    expect(`'sha256-${createHash('sha256').update(script).digest('base64')}'`).toBe(URL_TOKEN_SCRIPT_HASH);
  });

  it('moves a token from the address to sessionStorage and keeps everything else', () => {
    const token = 'a'.repeat(43);
    expect(run(`/m/agent?x=1&token=${token}#top`)).toBe('/m/agent?x=1#top');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.urlToken)).toBe(token);
  });

  it('removes a percent-encoded or upper-case key too', () => {
    expect(run('/m/agent?%74oken=abcdefghijklmnopqrstuvwxyz&TOKEN=z')).toBe('/m/agent');
  });

  it('leaves an address without a token as it is', () => {
    expect(run('/m/home?a=b%20c')).toBe('/m/home?a=b%20c');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.urlToken)).toBeNull();
  });
});
