import { lazy, Suspense } from 'react';
import { passkeysSupported } from '../passkey-browser';

/** Nothing, when the offer's chunk cannot load: the offer is optional, the security centre keeps it. */
const Nothing = () => null;

const PasskeyOffer = lazy(() =>
  import(/* webpackChunkName: "passkey-offer" */ './passkey-offer').catch(() => ({ default: Nothing })),
);

/**
 * The after-registration passkey offer where the page can hold passkeys (a domain in a secure context,
 * a browser with WebAuthn); its code is a chunk of its own, fetched only then.
 */
export function LazyPasskeyOffer() {
  if (!passkeysSupported()) return null;
  return (
    <Suspense fallback={null}>
      <PasskeyOffer />
    </Suspense>
  );
}
