interface PasswordCredentialData {
  id: string;
  password: string;
  name?: string;
}

type PasswordCredentialConstructor = new (data: PasswordCredentialData) => Credential;

interface CredentialHost {
  PasswordCredential?: PasswordCredentialConstructor;
  navigator: { credentials?: { store(credential: Credential): Promise<unknown> } };
}

/**
 * SPEC 4 'update remembered password': the browser's password manager keeps it (we never store a
 * password ourselves). Where the Credential Management API is missing, nothing happens.
 */
export async function storeBrowserCredential(
  username: string,
  password: string,
  host: CredentialHost = window as unknown as CredentialHost,
): Promise<boolean> {
  const Credential = host.PasswordCredential;
  const store = host.navigator.credentials;
  if (!Credential || !store) return false;
  try {
    await store.store(new Credential({ id: username, password, name: username }));
    return true;
  } catch {
    // The user declined or the browser refused: the change itself already succeeded.
    return false;
  }
}
