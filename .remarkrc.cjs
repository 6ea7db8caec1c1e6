// `pnpm docs:check`: links, repository paths in code spans, and the README's length (tools/docs/README.md).
const path = require('node:path');

const root = __dirname;

module.exports = {
  plugins: [
    ['remark-validate-links', { repository: false, root }],
    [path.join(root, 'tools/docs/src/repository-paths.cjs'), { root }],
    [path.join(root, 'tools/docs/src/readme-length.cjs'), { root }],
  ],
};
