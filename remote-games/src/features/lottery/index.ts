// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { lotteryListOptions } from './api/use-lottery-list';
export { LotteryEntry } from './components/lottery-entry';
