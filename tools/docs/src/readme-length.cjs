// remark plugin: the repository's front page stays short enough to read in a few minutes; the rest lives in
// docs/ (docs/decisions/0041-docs-check.md).
const path = require('node:path');

const README_MAX_LINES = 150;

/** Lines of a file's text as an editor counts them (a final newline ends the last line, it adds none). */
function lineCount(text) {
  if (text === '') return 0;
  return text.replace(/\n$/, '').split('\n').length;
}

/** @param {{ root?: string, maxLines?: number }} [options] */
function remarkReadmeLength(options = {}) {
  const root = path.resolve(options.root ?? process.cwd());
  const maxLines = options.maxLines ?? README_MAX_LINES;
  return (_tree, file) => {
    if (path.resolve(file.cwd, file.path) !== path.join(root, 'README.md')) return;
    const lines = lineCount(String(file.value));
    if (lines > maxLines) {
      file.message(`README.md has ${lines} lines, at most ${maxLines}: move the detail into docs/`, {
        ruleId: 'readme-length',
        source: 'readme-length',
      });
    }
  };
}

module.exports = remarkReadmeLength;
module.exports.lineCount = lineCount;
module.exports.README_MAX_LINES = README_MAX_LINES;
