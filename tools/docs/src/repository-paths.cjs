// remark plugin: every repository path named in a code span of a Markdown file exists.
// remark-validate-links checks links; prose here names most files in code spans (`shell/src/app/`), which
// no published checker reads, so this plugin does the one thing it adds (docs/decisions/0041-docs-check.md).
const fs = require('node:fs');
const path = require('node:path');
const { globSync } = require('tinyglobby');

// A code span is a path when it is one word of path characters with a slash in it and does not start like
// a URL path (`/m/home`), a package name (`@mobile/react-kit`), an import specifier (`../db/schema`) or a
// flag. `<placeholder>` spans are skipped.
const PATH_SHAPE = /^[\w.*-]+(?:\{[\w.,*-]+\})?(?:\/[\w.*-]*(?:\{[\w.,*-]+\})?[\w.*-]*)+$/;

/** `a/{b,c}.ts` → [`a/b.ts`, `a/c.ts`]; one level of braces, as the docs write them. */
function expandBraces(value) {
  const match = /\{([^{}]+)\}/.exec(value);
  if (!match) return [value];
  const before = value.slice(0, match.index);
  const after = value.slice(match.index + match[0].length);
  return match[1].split(',').flatMap((choice) => expandBraces(before + choice + after));
}

// Folders made at run time or by a build (git ignores them): a path inside one is named, not committed.
const GENERATED = new Set([
  '.data',
  'dist',
  'node_modules',
  'coverage',
  'test-results',
  'playwright-report',
  '.bench',
]);

/** The folders a span may be read from: the repository root when its first segment is there, and the file's
 * own folder when it is there (a package README's `src/…`); none for short forms such as `text/html`. */
function basesFor(value, root, fileDir) {
  if (value.split('/').some((segment) => GENERATED.has(segment))) return [];
  const first = value.split('/')[0].replace(/\{.*$/, '');
  if (first === '' || first.includes('*')) return [];
  return [root, fileDir].filter(
    (base, index, all) => all.indexOf(base) === index && fs.existsSync(path.join(base, first)),
  );
}

function exists(base, candidate) {
  if (!candidate.includes('*')) {
    const full = path.join(base, candidate);
    if (!fs.existsSync(full)) return false;
    return !candidate.endsWith('/') || fs.statSync(full).isDirectory();
  }
  const pattern = candidate.endsWith('/') ? candidate.slice(0, -1) : candidate;
  return globSync(pattern, { cwd: base, onlyFiles: false, expandDirectories: false }).length > 0;
}

/** The paths named by `value` that do not exist ([] when `value` names none). */
function missingPaths(value, root, fileDir) {
  if (!value.includes('/') || !PATH_SHAPE.test(value) || /^\.{1,2}\//.test(value)) return [];
  const bases = basesFor(value, root, fileDir);
  if (bases.length === 0) return [];
  return expandBraces(value).filter((candidate) => !bases.some((base) => exists(base, candidate)));
}

function visitCode(node, visit) {
  if (node.type === 'inlineCode') visit(node);
  for (const child of node.children ?? []) visitCode(child, visit);
}

/** @param {{ root?: string }} [options] */
function remarkRepositoryPaths(options = {}) {
  const root = path.resolve(options.root ?? process.cwd());
  return (tree, file) => {
    const fileDir = path.dirname(path.resolve(file.cwd, file.path));
    visitCode(tree, (node) => {
      for (const missing of missingPaths(node.value, root, fileDir)) {
        file.message(`Path \`${missing}\` does not exist`, {
          place: node.position,
          ruleId: 'missing-path',
          source: 'repository-paths',
        });
      }
    });
  };
}

module.exports = remarkRepositoryPaths;
module.exports.missingPaths = missingPaths;
module.exports.expandBraces = expandBraces;
