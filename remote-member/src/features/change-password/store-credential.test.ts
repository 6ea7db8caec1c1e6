import { storeBrowserCredential } from './store-credential';

class FakeCredential {
  constructor(readonly data: { id: string; password: string; name?: string }) {}
}

describe('storeBrowserCredential', () => {
  it('hands the new password to the browser password manager', async () => {
    const store = jest.fn(async () => undefined);
    const host = {
      PasswordCredential: FakeCredential as unknown as new (data: {
        id: string;
        password: string;
      }) => Credential,
      navigator: { credentials: { store } },
    };
    await expect(storeBrowserCredential('player0', 'Better123', host)).resolves.toBe(true);
    expect(store).toHaveBeenCalledWith(
      expect.objectContaining({ data: expect.objectContaining({ id: 'player0', password: 'Better123' }) }),
    );
  });

  it('does nothing where the API is missing', async () => {
    await expect(storeBrowserCredential('player0', 'Better123', { navigator: {} })).resolves.toBe(false);
  });

  it('swallows a refusal', async () => {
    const host = {
      PasswordCredential: FakeCredential as unknown as new (data: {
        id: string;
        password: string;
      }) => Credential,
      navigator: { credentials: { store: jest.fn(async () => Promise.reject(new Error('denied'))) } },
    };
    await expect(storeBrowserCredential('player0', 'Better123', host)).resolves.toBe(false);
  });
});
