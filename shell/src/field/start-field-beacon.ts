import type { MerchantConfig } from '@mobile/shared-contracts';
import { afterStartSettles } from '../app/after-start-settles';
import { attachFieldSink } from './field-queue';

/**
 * Starts the field beacon once the start has settled (3 s after the first render, or the player's first
 * touch): its code (and web-vitals', when this page load is sampled) is a chunk of its own, fetched when
 * nothing the player waits for is loading. LCP and CLS are read from the browser's buffered entries then.
 */
export function startFieldBeaconWhenSettled(merchant: MerchantConfig): void {
  afterStartSettles(() => {
    import(/* webpackChunkName: "field-beacon" */ './field-beacon')
      .then(({ startFieldBeacon }) =>
        startFieldBeacon({ manifest: merchant.manifest, sampling: merchant.settings.fieldSampling }),
      )
      // No beacon (its chunk failed to load): nothing is kept for it.
      .catch(() => attachFieldSink(() => undefined));
  });
}
