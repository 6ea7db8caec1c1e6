/**
 * Build files no server of the site may send (issue 26, finding 3): source maps (full sources) and the
 * federation build stats. Production builds keep them outside `dist/` (tools/build/private-build-files.cjs);
 * these globs keep a development build's or a stray copy's out of the gateway and the remote servers too,
 * as deploy/nginx does with its own location.
 */
export const NEVER_SERVED_GLOBS = [
  '**/*.map',
  '**/*.map.*',
  '**/mf-manifest-stats.json',
  '**/mf-manifest-stats.json.*',
];
