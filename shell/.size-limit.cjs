// Budgets of the shell's build (gzip). The home page's real transfer is measured by `pnpm bench`.
module.exports = [
  { name: 'shell: federation runtime (main.js)', path: 'dist/main.*.js', gzip: true, limit: '29 KB' },
  {
    // A page loads one language catalogue, never six: they have budgets of their own below.
    name: 'shell: every JS chunk but the language catalogues (shared singletons, frame, panels)',
    path: [
      'dist/*.js',
      '!dist/sw.js',
      '!dist/i18n-*.js',
      '!dist/home-popups*.js',
      '!dist/field-*.js',
      '!dist/live-notice*.js',
      '!dist/live-i18n-*.js',
      '!dist/endpoint-table*.js',
    ],
    gzip: true,
    limit: '226 KB',
  },
  {
    // Method, path and flags of every call outside the start (tools/build/endpoint-routes-loader.cjs),
    // fetched at the first such call: it grows by ~16 B with each call a feature adds, so it is followed
    // apart from the frame and singletons above.
    name: 'shell: the endpoint table (at the first call outside the start)',
    path: 'dist/endpoint-table*.js',
    gzip: true,
    limit: '3.5 KB',
  },
  {
    // Only when the merchant has a pop-up to show: the dialog and DOMPurify, after home has drawn.
    name: 'shell: home pop-ups (dialog and DOMPurify)',
    path: 'dist/home-popups*.js',
    gzip: true,
    limit: '14 KB',
  },
  {
    // Fetched 3 s after the first render (or at the first touch), web-vitals only on a sampled page load
    // (docs/decisions/0281-field-beacon-web-vitals.md): never on the start's path.
    name: 'shell: field beacon (its code and web-vitals, after the start settles)',
    path: 'dist/field-*.js',
    gzip: true,
    limit: '7 KB',
  },
  {
    // Only when an operator changes the merchant's remotes while the page is open: the reload notice and
    // its strings in the page's language (TH, the largest); docs/decisions/0371-new-version-notice.md.
    name: 'shell: new-version notice (its code and one catalogue, on a manifest event only)',
    path: ['dist/live-notice*.js', 'dist/live-i18n-TH-json*.js'],
    gzip: true,
    limit: '2 KB',
  },
  {
    name: 'shell: the EN catalogue (default language)',
    path: 'dist/i18n-EN-json.*.js',
    gzip: true,
    limit: '4 KB',
  },
  {
    name: 'shell: the TH catalogue (the largest)',
    path: 'dist/i18n-TH-json.*.js',
    gzip: true,
    limit: '5 KB',
  },
  {
    // Only once an API call fails: the messages of its error codes (docs/decisions/0391).
    name: 'shell: the TH API error messages (the largest)',
    path: 'dist/i18n-api-TH-json.*.js',
    gzip: true,
    limit: '2.5 KB',
  },
  {
    name: 'shell: service worker (sw.js, Workbox; never on a page)',
    path: 'dist/sw.js',
    gzip: true,
    limit: '10 KB',
  },
  {
    // The start's stylesheet blocks the first paint of every page; the rest arrive with lazy parts.
    name: 'shell: CSS of the start (frame, base, kit)',
    path: 'dist/bootstrap.*.css',
    gzip: true,
    limit: '4 KB',
  },
  {
    name: 'shell: CSS of lazy parts (panels, home after its draw, pop-ups, reality check)',
    path: ['dist/*.css', '!dist/bootstrap.*.css'],
    gzip: true,
    limit: '3.5 KB',
  },
];
