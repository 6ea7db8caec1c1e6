import { offerPasswordToBrowser, sessionOfLogin } from './finish-login';

describe('sessionOfLogin', () => {
  it('makes the stored session of a login answer on this merchant', () => {
    expect(
      sessionOfLogin({ token: 't', userName: 'player1', type: 1, firstTimeLogin: true }, 'demo'),
    ).toEqual({
      token: 't',
      merchantCode: 'demo',
      id: 0,
      userName: 'player1',
      type: 1,
      firstTimeLogin: true,
    });
  });
});

describe('offerPasswordToBrowser', () => {
  const store = jest.fn(async () => undefined);
  class FakePasswordCredential {
    constructor(readonly data: { id: string; password: string }) {}
  }
  beforeEach(() => {
    store.mockClear();
    Object.defineProperty(navigator, 'credentials', { value: { store }, configurable: true });
  });
  afterEach(() => {
    delete (globalThis as { PasswordCredential?: unknown }).PasswordCredential;
  });

  it('hands id and password to the Credential Management API where present', async () => {
    (globalThis as { PasswordCredential?: unknown }).PasswordCredential = FakePasswordCredential;
    await offerPasswordToBrowser('player1', 'Demo1234');
    expect(store).toHaveBeenCalledWith(new FakePasswordCredential({ id: 'player1', password: 'Demo1234' }));
  });

  it('does nothing without the API, and survives a refusal', async () => {
    await offerPasswordToBrowser('player1', 'Demo1234');
    expect(store).not.toHaveBeenCalled();
    (globalThis as { PasswordCredential?: unknown }).PasswordCredential = FakePasswordCredential;
    store.mockRejectedValueOnce(new Error('NotAllowedError'));
    await expect(offerPasswordToBrowser('player1', 'Demo1234')).resolves.toBeUndefined();
  });
});
