// Singletons every deployable shares, so each library is downloaded once.
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
];

function sharedConfig(pkg) {
  const deps = { ...pkg.dependencies, ...pkg.peerDependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const base = name.startsWith('react') && name.includes('/') ? name.split('/')[0] : name;
    const range = deps[base];
    if (!range) continue;
    shared[name] = { singleton: true, requiredVersion: range, strictVersion: false };
  }
  return shared;
}

module.exports = { sharedConfig, SINGLETONS };
