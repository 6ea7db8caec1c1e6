import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { messageOf, reportField } from '../field/field-queue';

/**
 * A federation runtime plugin: every failure to load a remote's module (its entry or chunks unreachable,
 * refused by their integrity, its container failing to start) is a field beacon `load-failure` of that
 * remote's container (the beacon maps it to the remote), preloads included. It returns nothing, so the
 * failure goes on to the caller as before (the remote's area shows its error state). Only the `onLoad`
 * stage: a failure inside it is reported there once. It imports nothing of shared-contracts: it is part of
 * the federation runtime's own chunk (main.js), which the index would grow by 11 kB.
 */
export default function fieldReportPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'field-report',
    async errorLoadRemote({ error, lifecycle, remote }) {
      if (lifecycle === 'onLoad' && remote?.name)
        reportField({ kind: 'load-failure', container: remote.name, detail: messageOf(error) });
      return undefined;
    },
  };
}
