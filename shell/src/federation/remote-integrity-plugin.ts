import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { entryIntegrity } from './remote-integrity';

/**
 * A federation runtime plugin: a remote's remoteEntry.js is loaded with the integrity the merchant manifest
 * gives it (issue 26 finding 17), so a file changed on the remote's origin is refused by the browser and the
 * remote's area shows its error state; the entry's own chunks carry theirs (webpack-subresource-integrity in
 * the remote's build). CORS mode (`crossorigin="anonymous"`): the remotes' servers answer with
 * Access-Control-Allow-Origin, which a cross-origin integrity check needs.
 */
export default function remoteIntegrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-integrity',
    createScript({ url, remoteInfo }) {
      const integrity = entryIntegrity(remoteInfo?.name, url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
