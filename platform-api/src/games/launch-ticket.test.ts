import { randomBytes } from 'node:crypto';
import { signTicket, TICKET_TTL_MS, verifyTicket } from './launch-ticket';

describe('launch tickets', () => {
  const secret = randomBytes(32);
  const fields = { memberId: 7, merchantCode: 'demo', gameId: 10001, playType: null };

  it('round-trips and expires', () => {
    const ticket = signTicket(fields, secret, 1_000);
    expect(verifyTicket(ticket, secret, 1_000 + TICKET_TTL_MS - 1)).toMatchObject(fields);
    expect(verifyTicket(ticket, secret, 1_000 + TICKET_TTL_MS)).toBeNull();
  });

  it('refuses tampering, other secrets and junk', () => {
    const ticket = signTicket(fields, secret, 1_000);
    const [body, mac] = ticket.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...fields, memberId: 8, expiresAt: 9e15, nonce: 'x' }),
    ).toString('base64url');
    expect(verifyTicket(`${forged}.${mac}`, secret, 1_000)).toBeNull();
    expect(verifyTicket(`${body}.${mac}x`, secret, 1_000)).toBeNull();
    expect(verifyTicket(ticket, randomBytes(32), 1_000)).toBeNull();
    for (const junk of ['', '.', 'a.b.c', 'x'.repeat(700)]) expect(verifyTicket(junk, secret)).toBeNull();
  });
});
