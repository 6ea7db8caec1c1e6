import type { RemoteName } from './manifest';

/** A route of the site: who draws it, with which exposed parcel, and under which guard. */
export interface RouteEntry {
  path: string;
  owner: RemoteName;
  /** Exposed module of the owner that default-exports single-spa-react parcel lifecycles. */
  expose: string;
  /** i18n key (namespace `common`) of the title shown in the titled bar. */
  titleKey: string;
  loginRequired: boolean;
  /** Guests are replaced to /m/home instead of being sent to log in (SPEC 4 'Agent screen load'). */
  guestsToHome?: true;
  /** When set, only these member types may open the page; others are replaced to /m/home. */
  memberTypes?: readonly number[];
}
