import { pathOf } from '@mobile/shared-contracts';
/** The VN lottery screen (SPEC 2 'VN game'), reached from the lottery list. */
export const VN_GAME_PATH = pathOf('vnGame');
