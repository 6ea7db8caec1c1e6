// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { LazyPasskeyOffer } from './components/lazy-passkey-offer';
export { PasskeyLoginButton } from './components/passkey-login-button';
export { PasskeysCard } from './components/passkeys-card';
export { DrawnPasskeySupport } from './drawn-passkey-support';
export { cancelled as passkeyCancelled, pageCanHoldPasskeys, passkeysSupported } from './passkey-browser';
export { passkeyProof } from './passkey-proof';
