/**
 * The version of `MountContract` (mount.ts). Every parcel a remote exposes carries the version its
 * build was made against (react-kit's `createParcel` adds it), and the shell mounts only parcels of
 * its own version. Change it on any change of the props a parcel relies on that is not backwards
 * compatible (a prop removed, renamed or given another meaning), then rebuild the remotes.
 * A string, so it survives minification literally in each remote's files.
 */
export const MOUNT_CONTRACT_VERSION = 'mount-contract@1';

/** What a parcel of a remote carries besides its lifecycles. */
export interface VersionedParcel {
  contractVersion?: unknown;
}

/** A parcel built before versions existed has none: it is as incompatible as one of another version. */
export function isCompatibleParcel(parcel: unknown): boolean {
  return (
    typeof parcel === 'object' &&
    parcel !== null &&
    (parcel as VersionedParcel).contractVersion === MOUNT_CONTRACT_VERSION
  );
}
