// Parts of axios the shell's build leaves out: code on the start's critical path that never runs in the
// site (about 1.5 KB gzip together). Each stub says why it is safe; `axiosStubPlugins` puts them in place.
const path = require('node:path');
const webpack = require('webpack');

const STUBS = {
  'adapters/fetch.js': 'fetch-adapter.js',
  'helpers/formDataToJSON.js': 'form-data-to-json.js',
  'helpers/HttpStatusCode.js': 'http-status-code.js',
};

function axiosStubPlugins() {
  return Object.entries(STUBS).map(
    ([original, stub]) =>
      new webpack.NormalModuleReplacementPlugin(
        new RegExp(`axios[\\\\/]lib[\\\\/]${original.replace('/', '[\\\\/]').replace('.', '\\.')}$`),
        path.join(__dirname, stub),
      ),
  );
}

module.exports = { axiosStubPlugins };
