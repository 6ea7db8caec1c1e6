import { type AccessContext, GUEST_ACCESS } from './access-context';
import {
  accessVerdict,
  agent,
  chat,
  depositor,
  dividend,
  freePlay,
  guest,
  inbox,
  isShown,
  mailCentre,
  member,
  mission,
  realAccount,
  referral,
} from './access-rules';

const as = (memberType: number | null, rest: Partial<AccessContext> = {}): AccessContext => ({
  ...GUEST_ACCESS,
  ...rest,
  memberType,
});
const TYPES = [0, 1, 2, 4, 40, 41, 42];

describe('guest', () => {
  it.each([null, ...TYPES])('lets type %p in', (type) => expect(guest(as(type))).toBe('allow'));
});

describe('member', () => {
  it('sends guests to log in', () => expect(member(as(null))).toBe('login'));
  it.each(TYPES)('lets type %i in', (type) => expect(member(as(type))).toBe('allow'));
});

describe('depositor (SPEC 5 free-access check)', () => {
  it('sends guests to log in', () => expect(depositor(as(null))).toBe('login'));
  it.each([0, 1, 2])('lets type %i in', (type) => expect(depositor(as(type))).toBe('allow'));
  it.each([4, 40, 41, 42])('rejects type %i', (type) => expect(depositor(as(type))).toBe('reject'));
});

describe('realAccount', () => {
  it('sends guests to log in', () => expect(realAccount(as(null))).toBe('login'));
  it('rejects free play', () => expect(realAccount(as(4))).toBe('reject'));
  it.each([0, 1, 2, 40, 41, 42])('lets type %i in', (type) => expect(realAccount(as(type))).toBe('allow'));
});

describe('freePlay', () => {
  it('sends guests to log in', () => expect(freePlay(as(null))).toBe('login'));
  it('lets type 4 in', () => expect(freePlay(as(4))).toBe('allow'));
  it.each([0, 1, 2, 40, 41, 42])('sends type %i home', (type) => expect(freePlay(as(type))).toBe('home'));
});

describe('agent (SPEC 6: types other than 0, 4, 40)', () => {
  it('sends guests home', () => expect(agent(as(null))).toBe('home'));
  it.each([0, 4, 40])('sends type %i home', (type) => expect(agent(as(type))).toBe('home'));
  it.each([1, 2, 41, 42])('lets type %i in', (type) => expect(agent(as(type))).toBe('allow'));
});

describe('chat (CBS3, not nochat, depositor types)', () => {
  const on = { features: ['CBS3'] };
  it('is hidden without CBS3', () => expect(chat(as(0, { features: ['MAILCEN'] }))).toBe('hidden'));
  it('is hidden for a nochat member', () =>
    expect(chat(as(0, { ...on, memberLabels: ['vip', 'nochat'] }))).toBe('hidden'));
  it('sends guests to log in', () => expect(chat(as(null, on))).toBe('login'));
  it.each([0, 1, 2])('opens for type %i', (type) => expect(chat(as(type, on))).toBe('allow'));
  it.each([4, 40, 41, 42])('rejects type %i', (type) => expect(chat(as(type, on))).toBe('reject'));
});

describe('inbox', () => {
  it('sends guests to log in', () => expect(inbox(as(null))).toBe('login'));
  it('rejects free play', () => expect(inbox(as(4))).toBe('reject'));
  it.each([0, 1, 2, 40, 41, 42])('lets type %i in (agents have mail)', (type) =>
    expect(inbox(as(type))).toBe('allow'),
  );
});

describe('merchant switches', () => {
  it('mailCentre follows MAILCEN', () => {
    expect(mailCentre(as(0, { features: ['MAILCEN'] }))).toBe('allow');
    expect(mailCentre(as(0))).toBe('hidden');
  });
  it('dividend follows DIVIDEND', () => {
    expect(dividend(as(41, { features: ['DIVIDEND'] }))).toBe('allow');
    expect(dividend(as(41, { features: ['CBS3'] }))).toBe('hidden');
  });
  it('mission follows the MISSION promotion', () => {
    expect(mission(as(0, { promos: { MISSION: true } }))).toBe('allow');
    expect(mission(as(0, { promos: { MISSION: false } }))).toBe('hidden');
    expect(mission(as(0))).toBe('hidden');
  });
  it('referral follows the REFERRAL promotion', () => {
    expect(referral(as(0, { promos: { REFERRAL: true } }))).toBe('allow');
    expect(referral(as(0))).toBe('hidden');
  });
});

describe('accessVerdict', () => {
  it('gives the first answer that is not allow of a list', () => {
    expect(accessVerdict(['agent', 'dividend'], as(41))).toBe('hidden');
    expect(accessVerdict(['agent', 'dividend'], as(0, { features: ['DIVIDEND'] }))).toBe('home');
    expect(accessVerdict(['agent', 'dividend'], as(41, { features: ['DIVIDEND'] }))).toBe('allow');
  });
  it('isShown is false only when a switch hides the entry', () => {
    expect(isShown('depositor', as(4))).toBe(true);
    expect(isShown('chat', as(0))).toBe(false);
  });
});
