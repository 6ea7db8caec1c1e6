// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { LiveRooms } from './components/live-rooms';
