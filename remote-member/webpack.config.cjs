const { createWebpackConfig } = require('@mobile/build');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'remote_member',
  role: 'remote',
  exposes: {
    './NoticePage': './src/parcels/notice-page.tsx',
    './LoginRegisterPage': './src/parcels/login-register-page.tsx',
  },
});
