// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { FreePlayButton } from './components/free-play-button';
export { LoginFooter } from './components/login-footer';
export { LoginForm } from './components/login-form';
