// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { DIVIDEND_FEATURE } from './agent-footer-links';
export { AgentHomePage } from './components/agent-home-page';
