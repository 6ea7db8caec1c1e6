// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { HotMatchesWidget } from './components/hot-matches-widget';
export { SportsLobby } from './components/sports-lobby';
