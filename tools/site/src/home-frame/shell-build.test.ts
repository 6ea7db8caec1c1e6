import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shellBuildReader } from './shell-build';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-build-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<html>one</html>');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes index.html anew with a later modification time, as a deploy does. */
function deploy(html: string, mtime: Date) {
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.utimesSync(path.join(dir, 'index.html'), mtime, mtime);
}

describe('shellBuildReader', () => {
  it('reads index.html and names the frame-start script', () => {
    fs.writeFileSync(path.join(dir, 'frame-start.0a1b2c3d.js'), '');
    expect(shellBuildReader(dir)()).toEqual({
      indexHtml: '<html>one</html>',
      frameStart: 'frame-start.0a1b2c3d.js',
    });
  });

  it('keeps a build until index.html changes, then reads the new one', () => {
    fs.writeFileSync(path.join(dir, 'frame-start.0a1b2c3d.js'), '');
    const read = shellBuildReader(dir);
    const first = read();
    const readdir = jest.spyOn(fs, 'readdirSync');
    try {
      expect(read()).toBe(first);
      expect(readdir).not.toHaveBeenCalled();
      fs.rmSync(path.join(dir, 'frame-start.0a1b2c3d.js'));
      fs.writeFileSync(path.join(dir, 'frame-start.99999999.js'), '');
      deploy('<html>two</html>', new Date(Date.UTC(2030, 0, 1)));
      expect(read()).toEqual({ indexHtml: '<html>two</html>', frameStart: 'frame-start.99999999.js' });
    } finally {
      readdir.mockRestore();
    }
  });

  it('does not keep a build read before its frame-start script was written', () => {
    const read = shellBuildReader(dir);
    expect(read().frameStart).toBeNull();
    fs.writeFileSync(path.join(dir, 'frame-start.0a1b2c3d.js'), '');
    expect(read().frameStart).toBe('frame-start.0a1b2c3d.js');
  });
});
