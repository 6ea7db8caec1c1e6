import type { RemoteName } from '@mobile/shared-contracts';
import { type FrameViewer, framelessPageRoute, pageFrameRoute } from './page-frame-route';

const ALL: RemoteName[] = ['games', 'member', 'wallet', 'agent'];
const guest: FrameViewer = { signedIn: false, memberType: null };
const member: FrameViewer = { signedIn: true, memberType: 0 };
const agent: FrameViewer = { signedIn: true, memberType: 41 };
const freePlay: FrameViewer = { signedIn: true, memberType: 4 };
const drawn = (path: string, viewer: FrameViewer, remotes = ALL) =>
  pageFrameRoute(path, viewer, remotes)?.path ?? null;

describe('pageFrameRoute: which paths the server draws a frame for', () => {
  it('draws a page anyone may see, for anyone', () => {
    for (const viewer of [guest, member, agent]) {
      expect(drawn('/m/notice', viewer)).toBe('/m/notice');
      expect(drawn('/m/gameList', viewer)).toBe('/m/gameList');
    }
    expect(drawn('/m/notice/', guest)).toBe('/m/notice');
  });

  it("draws a member's page for a member, never for a guest (the shell sends the guest to login)", () => {
    expect(drawn('/m/gameRecord', member)).toBe('/m/gameRecord');
    expect(drawn('/m/member/home', member)).toBe('/m/member/home');
    expect(drawn('/m/gameRecord', guest)).toBeNull();
    expect(drawn('/m/voucherCenter', guest)).toBeNull();
  });

  it('follows the member type: agents on agent pages, depositors on deposit, free play refused', () => {
    expect(drawn('/m/agent/team/overview', agent)).toBe('/m/agent/team/overview');
    expect(drawn('/m/agent', member)).toBeNull();
    expect(drawn('/m/agent', guest)).toBeNull();
    expect(drawn('/m/voucherCenter', member)).toBe('/m/voucherCenter');
    expect(drawn('/m/voucherCenter', freePlay)).toBeNull();
  });

  it('draws only what every member may see when the hint has no member type', () => {
    const unknown = { signedIn: true, memberType: null };
    expect(drawn('/m/gameRecord', unknown)).toBe('/m/gameRecord');
    expect(drawn('/m/voucherCenter', unknown)).toBeNull();
    expect(drawn('/m/agent', unknown)).toBeNull();
  });

  it('draws nothing for home, unknown paths, extra routes, switched-off remotes and frameless pages', () => {
    expect(drawn('/m/home', guest)).toBeNull();
    expect(drawn('/m/nowhere', guest)).toBeNull();
    expect(drawn('/m/notice', guest, ['games', 'wallet'])).toBeNull();
    // Login, the lottery lobby and full-screen games draw their own top area: no titled bar, no tab bar.
    expect(drawn('/m/login', guest)).toBeNull();
    expect(drawn('/m/lottery', guest)).toBeNull();
    expect(drawn('/m/gameFrame', member)).toBeNull();
  });
});

describe('framelessPageRoute: the pages without a frame the server may draw with their content', () => {
  const frameless = (path: string, viewer: FrameViewer, remotes = ALL) =>
    framelessPageRoute(path, viewer, remotes)?.path ?? null;

  it('names login and the lottery lobby for a guest, and no page that has a frame', () => {
    expect(frameless('/m/lottery', guest)).toBe('/m/lottery');
    expect(frameless('/m/login', guest)).toBe('/m/login');
    expect(frameless('/m/notice', guest)).toBeNull();
    expect(frameless('/m/home', guest)).toBeNull();
  });

  it('follows access, the remotes that are on and the page table', () => {
    expect(frameless('/m/agent', guest)).toBeNull();
    expect(frameless('/m/agent', agent)).toBe('/m/agent');
    expect(frameless('/m/lottery', guest, ['member', 'wallet'])).toBeNull();
    expect(frameless('/m/nowhere', guest)).toBeNull();
  });
});
