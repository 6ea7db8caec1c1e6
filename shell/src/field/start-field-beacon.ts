import { FIELD_SAMPLING_DEFAULT, type MerchantConfig } from '@mobile/shared-contracts';
import { afterStartSettles } from '../app/after-start-settles';
import { attachFieldSink } from './field-queue';

/**
 * Starts the field beacon once the start has settled (3 s after the first render, or the player's first
 * touch): its code (and web-vitals') is a chunk of its own, fetched when nothing the player waits for is
 * loading. The sample is drawn first: a page load the merchant's sampling leaves out fetches no beacon
 * code at all (nine players in ten at the default). LCP and CLS are read from the browser's buffered
 * entries when the chunk arrives.
 */
export function startFieldBeaconWhenSettled(
  merchant: MerchantConfig,
  random: () => number = Math.random,
): void {
  const sampling = merchant.settings.fieldSampling ?? FIELD_SAMPLING_DEFAULT;
  if (random() >= sampling) {
    // Not sampled: the early queue is dropped and nothing more is kept.
    attachFieldSink(() => undefined);
    return;
  }
  afterStartSettles(() => {
    import(/* webpackChunkName: "field-beacon" */ './field-beacon')
      .then(({ startFieldBeacon }) => startFieldBeacon({ manifest: merchant.manifest }))
      // No beacon (its chunk failed to load): nothing is kept for it.
      .catch(() => attachFieldSink(() => undefined));
  });
}
