// Budgets of the shell's build (gzip). The home page's real transfer is measured by `pnpm bench`.
module.exports = [
  { name: 'shell: federation runtime (main.js)', path: 'dist/main.*.js', gzip: true, limit: '29 KB' },
  {
    name: 'shell: every JS chunk (shared singletons, frame, i18n)',
    path: ['dist/*.js', '!dist/sw.js'],
    gzip: true,
    limit: '225 KB',
  },
  {
    name: 'shell: service worker (sw.js, Workbox; never on a page)',
    path: 'dist/sw.js',
    gzip: true,
    limit: '10 KB',
  },
  { name: 'shell: CSS', path: 'dist/*.css', gzip: true, limit: '6 KB' },
];
