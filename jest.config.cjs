// Root jest: every package's unit and component tests in one run.
module.exports = {
  projects: [
    '<rootDir>/shared-contracts',
    '<rootDir>/react-kit',
    '<rootDir>/platform-api',
    '<rootDir>/shell',
    '<rootDir>/remote-games',
    '<rootDir>/remote-member',
    '<rootDir>/remote-wallet',
    '<rootDir>/remote-agent',
    '<rootDir>/tools/site',
    '<rootDir>/tools/docs',
  ],
};
