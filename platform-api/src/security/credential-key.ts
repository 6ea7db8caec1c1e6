import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';

/** The RSA key pair that unwraps the AES keys of encrypted credentials (never committed). */
export interface CredentialKey {
  keyId: string;
  privateKey: KeyObject;
  /** SPKI DER, base64. */
  publicKey: string;
}

const MIN_MODULUS_BITS = 2048;

/** From a PKCS#8 PEM, or base64 of the PEM or of the DER (convenient in env files). */
function parsePrivateKey(raw: string): KeyObject {
  const text = raw.includes('-----BEGIN') ? raw : Buffer.from(raw, 'base64').toString('utf8');
  if (text.includes('-----BEGIN')) return createPrivateKey(text.replace(/\\n/g, '\n'));
  return createPrivateKey({ key: Buffer.from(raw, 'base64'), format: 'der', type: 'pkcs8' });
}

export function credentialKeyFrom(privateKey: KeyObject): CredentialKey {
  const details = privateKey.asymmetricKeyDetails;
  if (privateKey.asymmetricKeyType !== 'rsa' || (details?.modulusLength ?? 0) < MIN_MODULUS_BITS)
    throw new Error('CREDENTIAL_PRIVATE_KEY must be an RSA key of at least 2048 bits');
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  const keyId = createHash('sha256').update(spki).digest('base64url').slice(0, 16);
  return { keyId, privateKey, publicKey: spki.toString('base64') };
}

/** CREDENTIAL_PRIVATE_KEY when set, else a fresh 2048-bit pair for this process. */
export function loadCredentialKey(env: NodeJS.ProcessEnv = process.env): CredentialKey {
  const raw = env.CREDENTIAL_PRIVATE_KEY;
  if (raw) return credentialKeyFrom(parsePrivateKey(raw));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: MIN_MODULUS_BITS });
  return credentialKeyFrom(privateKey);
}
