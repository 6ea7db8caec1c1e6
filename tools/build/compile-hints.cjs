// V8's explicit compile hints (Chrome 136 and later): a script that starts with the comment
// `//# allFunctionsCalledOnLoad` has every function compiled as it loads, on a background thread while it
// streams, instead of each function on the main thread the first time it runs. In a traced tap (agent
// 'Team rebate income', 4× CPU) such first-run compiles took 45-63 ms of the route change and the page's
// first render. Only scripts whose functions run when they load, or at their page's first render, get the
// hint (decision 0831). Other browsers read a comment.
const HINT = '//# allFunctionsCalledOnLoad\n';

/** React DOM (with its scheduler) and React Router: every render and commit runs their code. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react-dom|scheduler|react-router)[\\/]/;

/**
 * Whether a chunk's functions run when it loads: the shell's start (`bootstrap`), a chunk that holds the
 * framework, or a remote's exposed module (its page or widget, loaded to draw it or to preload it).
 */
function runsOnLoad(chunk, chunkGraph) {
  if (chunk.name === 'bootstrap' || chunk.name?.startsWith('__federation_expose_')) return true;
  return chunkGraph
    .getChunkModules(chunk)
    .some((module) => typeof module.resource === 'string' && FRAMEWORK.test(module.resource));
}

/**
 * The hint goes on the first line of those chunks' scripts after minification (the minifier drops
 * comments), and before the source maps and the subresource integrity are made from them. It is added to
 * the chunk's content hash up front, so every file that names the chunk (the shell's runtime, a remote's
 * remoteEntry.js) names it with the hash of what is served.
 */
class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources, javascript } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      javascript.JavascriptModulesPlugin.getCompilationHooks(compilation).chunkHash.tap(
        'CompileHintsPlugin',
        (chunk, hash) => {
          if (runsOnLoad(chunk, compilation.chunkGraph)) hash.update(HINT);
        },
      );
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!runsOnLoad(chunk, compilation.chunkGraph)) continue;
            for (const file of chunk.files) {
              if (file.endsWith('.js'))
                compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
            }
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, HINT, runsOnLoad };
