// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { JackpotPage } from './components/jackpot-page';
export { JackpotTicker } from './components/jackpot-ticker';
