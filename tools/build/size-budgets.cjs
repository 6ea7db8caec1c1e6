// size-limit budgets every remote has: its remoteEntry.js and its exposed parcels, both gzip.

/** Budgets of one remote; shared singletons come from the shell, so only these reach players. */
function remoteBudgets(name, { entryKb, exposedKb }) {
  return [
    { name: `${name}: remoteEntry.js`, path: 'dist/remoteEntry.js', gzip: true, limit: `${entryKb} KB` },
    {
      name: `${name}: exposed parcels`,
      path: 'dist/__federation_expose_*.js',
      gzip: true,
      limit: `${exposedKb} KB`,
    },
  ];
}

module.exports = { remoteBudgets };
