import fs from 'node:fs';
import path from 'node:path';

/** The shell build's frame-start script (tools/build/frame-start.cjs). */
const FRAME_START_FILE = /^frame-start\.[0-9a-f]{8}\.js$/;

export interface ShellBuild {
  indexHtml: string;
  /** The frame-start script's file name, or null when this build has none. */
  frameStart: string | null;
}

/**
 * The shell build the frame service draws into: its index.html and its frame-start script. Read again only
 * when index.html changes (a deploy writes a new one; a stat per request, not a read of the file and of the
 * directory's ~150 names). A build read without its frame-start script is not kept: the script may be
 * written just after index.html, and a build without one keeps the plain preloads (decision 0591).
 */
export function shellBuildReader(shellDir: string): () => ShellBuild {
  const indexPath = path.join(shellDir, 'index.html');
  let kept: { stamp: string; build: ShellBuild } | null = null;
  return () => {
    const stat = fs.statSync(indexPath);
    const stamp = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    if (kept?.stamp === stamp) return kept.build;
    const build: ShellBuild = {
      indexHtml: fs.readFileSync(indexPath, 'utf8'),
      frameStart: fs.readdirSync(shellDir).find((file) => FRAME_START_FILE.test(file)) ?? null,
    };
    kept = build.frameStart ? { stamp, build } : null;
    return build;
  };
}
