import { PageSpinner } from '@mobile/react-kit';
import { lazy, Suspense } from 'react';

const TotpCard = lazy(() => import(/* webpackChunkName: "totp-card" */ './totp-card'));

/**
 * The authenticator app card, a chunk of its own with its QR code library: the security centre loads it
 * after its first paint, and no other page carries it.
 */
export function LazyTotpCard() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <TotpCard />
    </Suspense>
  );
}
