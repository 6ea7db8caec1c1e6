export { credentialKeyPair } from './credential-key-pair';
