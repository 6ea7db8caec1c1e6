// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { EmbeddedFrame } from './components/embedded-frame';
export { FrameShell } from './components/frame-shell';
export { GameFramePage } from './components/game-frame-page';
export { LottoGamePage } from './components/lotto-game-page';
export { launchHref } from './launch-href';
export { allowedFrameUrl } from './rules/frame-origin';
export { lottoHref } from './rules/launch-query';
export { prizeModeOf } from './rules/prize-mode';
export { tileLaunch } from './rules/tile-launch';
