import type { MerchantConfig } from '@mobile/shared-contracts';
import { afterStartSettles } from '../app/after-start-settles';
import { attachFieldSink } from './field-queue';
import { startFieldBeaconWhenSettled } from './start-field-beacon';

jest.mock('../app/after-start-settles', () => ({ afterStartSettles: jest.fn() }));
jest.mock('./field-queue', () => ({ attachFieldSink: jest.fn() }));

/** Only what the starter reads: the merchant's sampling (and the manifest it hands on). */
const merchant = (fieldSampling?: number) =>
  ({
    settings: fieldSampling === undefined ? {} : { fieldSampling },
    manifest: {},
  }) as unknown as MerchantConfig;

describe('starting the field beacon', () => {
  beforeEach(() => jest.clearAllMocks());

  it('fetches no beacon code on a page load the sampling leaves out, and keeps nothing', () => {
    startFieldBeaconWhenSettled(merchant(0.25), () => 0.25);
    expect(afterStartSettles).not.toHaveBeenCalled();
    expect(attachFieldSink).toHaveBeenCalledTimes(1);
  });

  it('loads the beacon once the start settles on a sampled page load', () => {
    startFieldBeaconWhenSettled(merchant(0.25), () => 0.2499);
    expect(afterStartSettles).toHaveBeenCalledTimes(1);
    expect(attachFieldSink).not.toHaveBeenCalled();
  });

  it('samples one page load in ten when the merchant sets nothing, and none at 0', () => {
    startFieldBeaconWhenSettled(merchant(), () => 0.09);
    startFieldBeaconWhenSettled(merchant(), () => 0.1);
    startFieldBeaconWhenSettled(merchant(0), () => 0);
    expect(afterStartSettles).toHaveBeenCalledTimes(1);
    expect(attachFieldSink).toHaveBeenCalledTimes(2);
  });
});
