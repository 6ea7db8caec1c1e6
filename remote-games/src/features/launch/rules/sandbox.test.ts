import { frameSandbox } from './sandbox';

describe('frameSandbox', () => {
  it('lets a vendor on another origin run its scripts in its own origin', () => {
    expect(frameSandbox('https://vendor.example', 'https://m.site.example').split(' ')).toEqual([
      'allow-scripts',
      'allow-forms',
      'allow-popups',
      'allow-same-origin',
    ]);
  });

  it('never combines scripts and same-origin for a page on the site itself', () => {
    const tokens = frameSandbox('https://m.site.example', 'https://m.site.example').split(' ');
    expect(tokens).toContain('allow-forms');
    expect(tokens).toContain('allow-same-origin');
    expect(tokens).not.toContain('allow-scripts');
  });

  it('never allows top navigation', () => {
    expect(frameSandbox('https://a.example', 'https://b.example')).not.toMatch(/top-navigation/);
  });
});
