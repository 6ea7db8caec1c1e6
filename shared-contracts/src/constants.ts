/** Business constants and timers of SPEC point 9, named as the spec names them. */
export const PLATFORM = 'M';
export const REGISTRATION_TYPE = 0;
export const GATEWAY = { WEB: 1, MOBILE: 3 } as const;
export const GAME_LIST_CLIENT_TYPE = 2;
export const GAME_PLATFORM = 'html5';
export const HOT_GAME_IS_PLATFORM = 2;
/**
 * SPEC 7 module ids, on the calls that carry one. The spec's list has none for free play, whose call
 * carries "module id free play": FREEPLAY (decision 0232).
 */
export const MODULE_ID = { freePlay: 'FREEPLAY', chat: 'CBS3' } as const;
/** SPEC 9 default formatter currency, for amounts shown before (or without) the wallet's own symbol. */
export const DEFAULT_CURRENCY = { code: 'CNY', symbol: '¥' } as const;

export const PAGE_SIZE = {
  games: 25,
  favourites: 25,
  favouriteIds: 100,
  winners: 100,
  footerHotGames: 4,
} as const;
export const WINNERS_SCROLL_ABOVE = 6;
/** Hot-games vendor tab item width, in the spec's rem (a 750 px design: 1 rem = 1/7.5 of the width). */
export const VENDOR_TAB_WIDTH_REM = 1.4;
export const DESIGN_REMS_PER_WIDTH = 7.5;
/** SPEC 9 sticky bar switch point, in the same rem: 1.4, or 2.8 when the download bar is shown above. */
export const STICKY_SWITCH_REM = { plain: 1.4, withDownloadBar: 2.8 } as const;
export const UNREAD_BADGE_CAP = 99;
export const FEEDBACK = {
  minLength: 20,
  maxLength: 200,
  remarkMax: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
};

export const MEMBER_TYPE = { DEFAULT: 4, FREE_PLAY: 4 } as const;
export const DEPOSIT_MEMBER_TYPES: readonly number[] = [0, 1, 2];
export const AGENT_EXCLUDED_TYPES: readonly number[] = [0, 4, 40];
export const CONTRACT_CHECK_EXCLUDED_TYPES: readonly number[] = [4, 40, 41, 42];

export const TIMERS = {
  loadingToast: 10_000,
  longLoadingToast: 9_999_000,
  chatLoading: 9_999,
  successToast: 1_000,
  defaultToast: 1_500,
  shortToast: 3_000,
  longToast: 8_000,
  freeReject: 2_000,
  pageLoading: 3_000,
  feedbackSubmit: 10_000,
  redirectAfterPasswordChange: 1_000,
  searchDelay: 500,
  headerSearchDebounce: 400,
  hotGameRefetchOnLanguage: 250,
  helpRefetch: 200,
  validationRerun: 200,
  markAsReadThrottle: 150,
  unreadThrottle: 250,
  smsTick: 500,
  smsDefaultSeconds: 60,
  chatRedirect: 500,
  bannerAutoplay: 5_000,
  marqueeFps: 30,
  pageTransition: 300,
  maskIgnoreClicks: 300,
  invitationCodeError: 1_000,
  comingSoon: 1_000,
  loadMoreInterval: 1_000,
  /** Not used: images load by the browser's own lazy loading (decision 0234). */
  lazyLoadThrottle: 300,
  /** SPEC 2 task frame: wait before loading the link, and after the frame's load before showing it. */
  taskFrameBeforeLoad: 150,
  taskFrameAfterLoad: 100,
  /** SPEC 9 swipe 2500 ms: one step of the winners board's auto-scroll. */
  swipe: 2_500,
} as const;

export const BACK_SWIPE_PX = 100;
export const INFINITE_SCROLL_PX = 300;
/** Not used: images load by the browser's own lazy loading (decision 0234). */
export const LAZY_LOAD_THRESHOLD_PX = 100;

/** Browser storage keys. */
export const STORAGE_KEYS = {
  session: 'MC_SESSION_INFO',
  testMerchant: 'MC_TEST_MERCHANT',
  language: 'MC_LANGUAGE',
  rememberedLogin: 'MC_REMEMBERED_LOGIN',
  balanceHidden: 'MC_BALANCE_HIDDEN',
  /** A random id per browser, kept for good: canary rollouts choose by it (sticky per visitor). */
  visitor: 'MC_VISITOR_ID',
  /**
   * sessionStorage: the `token` of the page's address, put there by the page's first inline script
   * (shell/src/index.html) before any other request, taken (and removed) by the shell's start.
   */
  urlToken: 'MC_URL_TOKEN',
} as const;

/** How many popular lottery games the lottery page shows above the full list. */
export const POPULAR_LOTTERY_SHOWN = 4;
