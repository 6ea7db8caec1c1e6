// Budgets of remote-wallet (gzip). Shared singletons come from the shell, so only these reach players.
module.exports = [
  { name: 'remote-wallet: remoteEntry.js', path: 'dist/remoteEntry.js', gzip: true, limit: '10 KB' },
  {
    name: 'remote-wallet: exposed parcels',
    path: 'dist/__federation_expose_*.js',
    gzip: true,
    limit: '12 KB',
  },
];
