/**
 * Loaded before every part of `pnpm bench` (scripts/bench.sh): a hang-up (the terminal or session that
 * started the bench went away) does not stop the part. Node resets the SIGHUP that bench.sh ignores, and
 * Playwright's own handler would close the part's browser and fail every measure after it.
 */
process.on('SIGHUP', () => {
  console.log('  (hang-up ignored: the bench runs on)');
});
