// Parts of axios the shell's build leaves out: code on the start's critical path that never runs in the
// site (the fetch adapter about 4 KB gzip, the other two 1.2 KB). Each stub says why it is safe;
// `axiosStubPlugins` puts them in place.
const path = require('node:path');
const webpack = require('webpack');

/** axios module → the stub that stands in for it. */
const STUBS = [
  [/axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, 'fetch-adapter.js'],
  [/axios[\\/]lib[\\/]helpers[\\/]formDataToJSON\.js$/, 'form-data-to-json.js'],
  [/axios[\\/]lib[\\/]helpers[\\/]HttpStatusCode\.js$/, 'http-status-code.js'],
];

function axiosStubPlugins() {
  return STUBS.map(
    ([original, stub]) => new webpack.NormalModuleReplacementPlugin(original, path.join(__dirname, stub)),
  );
}

module.exports = { axiosStubPlugins };
