// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { VnGamePage } from './components/vn-game-page';
export { VN_GAME_PATH } from './vn-game-path';
