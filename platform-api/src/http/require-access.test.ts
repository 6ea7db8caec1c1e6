import { ApiError } from './api-error';
import { requireAccess } from './require-access';

const codeOf = (run: () => void): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof ApiError ? `${error.statusCode} ${error.code}` : String(error);
  }
};

describe('requireAccess', () => {
  it('lets an allowed member through', () =>
    expect(codeOf(() => requireAccess('depositor', { type: 1 }))).toBeNull());
  it('answers a guest with not logged in', () =>
    expect(codeOf(() => requireAccess('member', null))).toBe('401 NOT_LOGGED_IN'));
  it('answers a refused type with FREE_REJECT', () =>
    expect(codeOf(() => requireAccess('depositor', { type: 4 }))).toBe('403 FREE_REJECT'));
  it('forbids a page that is not for the member', () =>
    expect(codeOf(() => requireAccess('agent', { type: 40 }))).toBe('403 FORBIDDEN'));
  it('forbids what a merchant switch hides, reading the switches given', () => {
    expect(codeOf(() => requireAccess('chat', { type: 0 }))).toBe('403 FORBIDDEN');
    expect(codeOf(() => requireAccess('chat', { type: 0 }, { features: ['CBS3'] }))).toBeNull();
    expect(
      codeOf(() => requireAccess('chat', { type: 0 }, { features: ['CBS3'], memberLabels: ['nochat'] })),
    ).toBe('403 FORBIDDEN');
  });
});
