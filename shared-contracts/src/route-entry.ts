import type { AccessRule } from './access/access-rules';
import type { RemoteName } from './manifest';

/** A route of the site: who draws it, with which exposed parcel, and under which guard. */
export interface RouteEntry {
  path: string;
  owner: RemoteName;
  /** Exposed module of the owner that default-exports single-spa-react parcel lifecycles. */
  expose: string;
  /** i18n key (namespace `common`) of the title shown in the titled bar. */
  titleKey: string;
  /**
   * The access table's rule for the page: login sends guests to log in, reject shows free_reject and
   * goes home, home and hidden replace the page with /m/home.
   */
  access: AccessRule;
}
