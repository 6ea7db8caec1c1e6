import { externalUrl, messageCentreEntries } from './message-centre-entries';

const settings = {
  resources: [{ resourceType: 'TELEGRAM', url: 'https://t.example/demo' }],
  customerService: [{ title: 'CS', path: 'https://cs.example/demo' }],
};
const unread = { inbox: 2, announcements: 3, chat: 1, total: 6 };
const base = { settings, whitelabel: { features: ['CBS3', 'MAILCEN'] }, member: { memberLabel: [] }, unread };

describe('messageCentreEntries', () => {
  it('lists every entry in the spec order for a member, with badges', () => {
    const entries = messageCentreEntries({ ...base, session: { type: 0 } });
    expect(entries.map((e) => [e.id, e.badge])).toEqual([
      ['telegram', 0],
      ['notice', 3],
      ['inbox', 2],
      ['chat', 1],
      ['affiliateService', 0],
    ]);
  });

  it('shows no badge to guests', () => {
    const entries = messageCentreEntries({ ...base, session: null, member: null });
    expect(entries.every((e) => e.badge === 0)).toBe(true);
    expect(entries.map((e) => e.id)).toContain('chat');
  });

  it('MAILCEN gates the inbox entry (SPEC 6: email entry needs MAILCEN)', () => {
    const ids = (features: string[]) =>
      messageCentreEntries({ ...base, session: { type: 0 }, whitelabel: { features } }).map((e) => e.id);
    expect(ids(['MAILCEN'])).toContain('inbox');
    expect(ids(['CBS3'])).not.toContain('inbox');
  });

  it('leaves chat out without CBS3 or for nochat members', () => {
    expect(
      messageCentreEntries({ ...base, session: { type: 0 }, whitelabel: { features: [] } }).map((e) => e.id),
    ).not.toContain('chat');
    const noChat = { memberLabel: [{ labelName: 'nochat' }] };
    expect(
      messageCentreEntries({ ...base, session: { type: 0 }, member: noChat }).map((e) => e.id),
    ).not.toContain('chat');
  });

  it('leaves out links the site has not configured, or that are not http(s)', () => {
    const entries = messageCentreEntries({
      ...base,
      session: null,
      settings: {
        resources: [{ resourceType: 'TELEGRAM', url: 'javascript:alert(1)' }],
        customerService: [],
      },
    });
    expect(entries.map((e) => e.id)).toEqual(['notice', 'inbox', 'chat']);
  });
});

describe('externalUrl', () => {
  it('keeps http(s) and refuses the rest', () => {
    expect(externalUrl(' https://a.example/x ')).toBe('https://a.example/x');
    expect(externalUrl('data:text/html,hi')).toBeNull();
    expect(externalUrl('//evil')).toBeNull();
    expect(externalUrl(null)).toBeNull();
  });
});
