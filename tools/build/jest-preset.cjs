// One jest configuration shape for every package: swc transform, jsdom for UI packages.
const path = require('node:path');

module.exports = function jestPreset({ displayName, environment }) {
  return {
    displayName,
    testEnvironment: environment === 'jsdom' ? 'jsdom' : 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'style-mock.cjs'),
      '\\.(png|jpg|jpeg|svg|webp)$': path.join(__dirname, 'file-mock.cjs'),
    },
    setupFilesAfterEnv: [
      path.join(__dirname, 'jest-busy-machine.cjs'),
      ...(environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.cjs')] : []),
    ],
    clearMocks: true,
  };
};
