import type { AccessRule } from '../access/access-rules';
import type { RemoteName } from '../manifest';
import type { FirstCalls } from './first-calls';
import type { PageKey } from './page-key';

/** Where a page's Back goes: one step back (SPEC 2 page frame), or /m/home (login, register, trail, activity, forget). */
export type PageBack = 'history' | 'home';

/** The frame around a page (SPEC 2 page frame). */
export interface PageFrame {
  /** The titled bar (title and back) above the page; false: the page draws its own top area with a back or close. */
  header: boolean;
  tabBar: boolean;
  back: PageBack;
  /** Embedded game, lottery and task frames take the whole screen and draw their own close bar. */
  fullScreen?: true;
}

/** One page of the site: its path, who draws it with which exposed parcel, its title, guard and frame. */
export interface PageRecord {
  /** The page's name for menus, links and `pathOf` (unique; the path is written only here). */
  key: PageKey;
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
  frame: PageFrame;
  /**
   * The GET calls whose answers the page's first paint waits for (its largest paint among them): the shell
   * starts them with its own start-up calls, instead of after loading and mounting the parcel (0531).
   */
  firstCalls?: FirstCalls;
}
