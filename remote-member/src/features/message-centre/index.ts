// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { MessageCentrePage } from './components/message-centre-page';
export { externalUrl } from './message-centre-entries';
