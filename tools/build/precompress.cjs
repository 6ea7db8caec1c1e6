// Brotli and gzip copies of every text file of a production build (`file.js.br`, `file.js.gz`), so the
// gateway (@fastify/static `preCompressed`) and nginx (`gzip_static`, `brotli_static`) send them without
// compressing on each request, and at the highest level. Small files too (threshold 0): the gateway
// compresses nothing under 1 KB on the fly, and the start's sub-kilobyte chunks would otherwise go raw.
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

const TEXT_FILES = /\.(js|css|html|json|svg|webmanifest)$/;

function precompressPlugins() {
  return [
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: TEXT_FILES,
      compressionOptions: { level: 9 },
      threshold: 0,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: TEXT_FILES,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 0,
      minRatio: 0.9,
    }),
  ];
}

module.exports = { precompressPlugins };
