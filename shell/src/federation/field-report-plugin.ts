import { REMOTE_CONTAINERS, REMOTE_NAMES } from '@mobile/shared-contracts';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { messageOf, reportField } from '../field/field-queue';

/**
 * A federation runtime plugin: every failure to load a remote's module (its entry or chunks unreachable,
 * refused by their integrity, its container failing to start) is a field beacon `load-failure` of that
 * remote, preloads included. It returns nothing, so the failure goes on to the caller as before (the
 * remote's area shows its error state). Only the `onLoad` stage: a failure inside it is reported there once.
 */
export default function fieldReportPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'field-report',
    async errorLoadRemote({ error, lifecycle, remote }) {
      if (lifecycle !== 'onLoad') return undefined;
      const owner = REMOTE_NAMES.find((name) => REMOTE_CONTAINERS[name] === remote?.name);
      if (owner) reportField({ kind: 'load-failure', owner, detail: messageOf(error) });
      return undefined;
    },
  };
}
