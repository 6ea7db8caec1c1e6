import type { MemberDraw } from '../home-frame/member-draw';
import { type OwnPageDrawingKit, ok, refused } from './own-page-drawing-test-kit';

/** One of the two members of a drawing test: their draw cookie and words of their page. */
export interface ContractMember {
  draw: MemberDraw;
  /** What only this member's drawn page shows (a name, an amount, a bank, a channel). */
  words: readonly string[];
}

export interface OwnPageContract {
  kit: OwnPageDrawingKit;
  seven: ContractMember;
  eight: ContractMember;
}

/**
 * The tests every member's own drawn page passes (decisions 0641, 0642, 0661, 0671, 0681), registered in the
 * calling `describe`: the frame service asks the platform at every request and keeps nothing, so one
 * member's page never holds another's; no read without the draw cookie; nothing drawn for a refused or
 * borrowed cookie, an answer for someone else, a failed or late read; nothing, and no read, where the
 * merchant runs another build of the page's remote than the one the service holds.
 */
export function itKeepsEachMembersPageTheirOwn({ kit, seven, eight }: OwnPageContract): void {
  const { route, drawn, drawingsOf, drawReads, manifest, answerWith, answerOf } = kit;

  it('asks every time and keeps nothing: two members, three reads, each page only its own', async () => {
    const drawings = drawingsOf();
    const first = await drawn(seven.draw, drawings);
    const other = await drawn(eight.draw, drawings);
    const again = await drawn(seven.draw, drawings);
    expect(drawReads()).toHaveLength(3);
    for (const word of seven.words) {
      expect(first?.html).toContain(word);
      expect(other?.html).not.toContain(word);
    }
    for (const word of eight.words) {
      expect(other?.html).toContain(word);
      expect(first?.html).not.toContain(word);
    }
    expect(again?.html).toBe(first?.html);
    // Signed out (the draw read now refuses that token): nothing of the member, even right after a drawing.
    answerWith(refused);
    expect(await drawn(seven.draw, drawings)).toBeNull();
  });

  it("makes no draw read for a signed-in request without the draw cookie, nor for a guest's with one", async () => {
    const drawings = drawingsOf();
    expect(drawings.mayDraw(route, { signedIn: true, memberDraw: seven.draw })).toBe(true);
    expect(drawings.mayDraw(route, { signedIn: true, memberDraw: null })).toBe(false);
    expect(drawings.mayDraw(route, { signedIn: false, memberDraw: seven.draw })).toBe(false);
    expect(await drawn(null, drawings)).toBeNull();
    expect(drawReads()).toHaveLength(0);
  });

  it.each([
    ['a refused cookie (unknown or dead token)', { ...seven.draw, token: 'token-of-nobody-at-all-0123' }],
    [
      "a member hint naming someone else than the token's member",
      { ...seven.draw, member: eight.draw.member },
    ],
  ])('draws nothing for %s', async (_why, cookie: MemberDraw) => {
    expect(await drawn(cookie)).toBeNull();
  });

  it("draws nothing when the read answers for another member than the hint names (the service's own check)", async () => {
    answerWith(() => ok(answerOf(eight.draw)));
    expect(await drawn(seven.draw)).toBeNull();
  });

  it('draws nothing when the draw read fails or is late', async () => {
    answerWith(() => new Response('{}', { status: 502 }));
    expect(await drawn(seven.draw)).toBeNull();
    answerWith(() => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    });
    expect(await drawn(seven.draw)).toBeNull();
  });

  it("draws nothing, and makes no draw read, where the merchant runs another build of the page's remote", async () => {
    expect(await drawn(seven.draw, drawingsOf(manifest(`sha384-${'X'.repeat(64)}`)))).toBeNull();
    expect(await drawn(seven.draw, drawingsOf(null))).toBeNull();
    expect(drawReads()).toHaveLength(0);
  });
}
