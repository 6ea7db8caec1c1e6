// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { LotteryHistory } from './components/lottery-history';
export { historyHref, LOTTERY_HISTORY_PATH } from './history-target';
