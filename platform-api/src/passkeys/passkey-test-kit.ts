import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@mobile/shared-contracts';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type { AuthenticationCredential } from './passkey-login';
import type { RegistrationCredential } from './passkey-registration';

/** The origin the tests' pages run on (the host-name table gives `localhost` to merchant demo). */
export const TEST_ORIGIN = 'http://localhost:3000';

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(bytes as Uint8Array<ArrayBuffer>);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return new Uint8Array(bytes);
};

function clientData(type: string, challenge: string, origin: string) {
  return new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/**
 * A software authenticator holding one ES256 passkey, as a platform authenticator does: it answers
 * creation and request options the way a browser's `startRegistration` / `startAuthentication` would
 * (attestation "none", user present and verified). `counter` is what it signs next time; tests can set it.
 */
export class SoftAuthenticator {
  readonly credentialId = b64(new Uint8Array(randomBytes(16)));
  counter = 0;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private userHandle = '';

  /** `keepsCounter: false`: an authenticator that always signs counter 0, as synced passkeys do. */
  constructor(private readonly options: { keepsCounter?: boolean } = {}) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const x = isoBase64URL.toBuffer(jwk.x ?? '');
    const y = isoBase64URL.toBuffer(jwk.y ?? '');
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, x],
        [-3, y],
      ]),
    );
  }

  create(
    options: PasskeyCreationOptions,
    origin = TEST_ORIGIN,
    rpId = options.rp.id ?? '',
  ): RegistrationCredential {
    this.userHandle = options.user.id;
    const id = isoBase64URL.toBuffer(this.credentialId);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = concat(
      sha256(rpId),
      new Uint8Array([FLAG_UP | FLAG_UV | FLAG_AT]),
      counterBytes(this.counter),
      new Uint8Array(16),
      new Uint8Array(idLength),
      id,
      this.coseKey(),
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** Signs the challenge of `options`; each signature moves the counter on by one first (if it keeps one). */
  get(
    options: PasskeyRequestOptions,
    origin = TEST_ORIGIN,
    rpId = options.rpId ?? '',
  ): AuthenticationCredential {
    if (this.options.keepsCounter !== false) this.counter += 1;
    const authData = concat(sha256(rpId), new Uint8Array([FLAG_UP | FLAG_UV]), counterBytes(this.counter));
    const data = clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', concat(authData, sha256(data)), this.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(data),
        authenticatorData: b64(authData),
        signature: b64(new Uint8Array(signature)),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
    };
  }
}
