import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { PageDrawingRequest } from '../page-drawings/page-drawings';
import { registerHomeFrame } from './register-home-frame';

// The page drawings stand in here: a member's own page for a request with its member draw, nothing else.
jest.mock('../page-drawings/page-drawings', () => ({
  createPageDrawings: () => ({
    mayDraw: () => false,
    drawingOf: async (_route: unknown, request: PageDrawingRequest) =>
      request.memberDraw ? { content: 'Lucky Juan ₱ 12,345.67', css: '.x{}', membersOwn: true } : null,
  }),
}));

const ROOT = path.resolve(__dirname, '../../../..');
const INDEX =
  '<!doctype html><html lang=en><head><title>Mobile</title></head>' +
  '<body><div id=root><div class=boot-splash role=status aria-label=Loading></div></div></body></html>';
const remote = { enabled: true, entry: 'http://127.0.0.1:3101/remoteEntry.js', version: '1' };
const VALUES: Record<string, unknown> = {
  '/wps/system/manifest': {
    merchantCode: 'demo',
    name: 'Demo',
    frameOrigins: [],
    remotes: { games: remote, member: remote, wallet: remote, agent: remote },
  },
  '/wps/system/settings/consolidated': { siteName: 'Demo Play', imageCdns: [] },
  '/wps/relay/MCSFE_getListAnnouncements': { content: [] },
  '/wps/system/status': {
    maintenance: false,
    regionRestriction: false,
    location: { ip: '1.2.3.4' },
    info: null,
  },
};

let shellDir: string;
beforeAll(() => {
  shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'register-frame-'));
  fs.writeFileSync(path.join(shellDir, 'index.html'), INDEX);
});
afterAll(() => fs.rmSync(shellDir, { recursive: true, force: true }));
beforeEach(() => {
  jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
    const value = VALUES[new URL(String(input)).pathname];
    return new Response(JSON.stringify({ success: true, code: 'OK', message: null, value }));
  });
});
afterEach(() => jest.restoreAllMocks());

const SIGNED_IN = 'mc_signed_in=1; mc_member_type=0; mc_member=7';
const DRAW = `${SIGNED_IN}; mc_draw=token-of-member-seven-0123; mc_balance_hidden=0`;

describe("registerHomeFrame: a member's own page (decision 0642)", () => {
  it("sends a page drawn with the member's data as private, no-store; the same page without it, no-cache", async () => {
    const app = Fastify();
    registerHomeFrame(app, { rootDir: ROOT, shellDir, apiOrigin: 'http://api' });
    const own = await app.inject({ url: '/m/member/home', headers: { cookie: DRAW } });
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers.vary).toBe('Cookie');
    expect(own.body).toContain('Lucky Juan');
    const plain = await app.inject({ url: '/m/member/home', headers: { cookie: SIGNED_IN } });
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    expect(plain.body).not.toContain('Lucky Juan');
    const guest = await app.inject({ url: '/m/member/home' });
    expect(guest.body).not.toContain('Lucky Juan');
    await app.close();
  });
});
