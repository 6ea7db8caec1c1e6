const { createWebpackConfig } = require('@mobile/build');

// The shell is a pure consumer: no remote is named here, the merchant manifest registers them at run time.
module.exports = createWebpackConfig({ dir: __dirname, name: 'shell', role: 'host', publicPath: '/m/' });
