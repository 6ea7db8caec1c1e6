// Singletons every deployable shares, so each library is downloaded once. react-i18next is not shared:
// a shared module ships whole (10.9 KB gzip) while each bundler-shaken copy is about 2 KB (README).
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'i18next',
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
