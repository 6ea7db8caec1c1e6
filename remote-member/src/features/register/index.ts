// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { RegisterPanel } from './components/register-panel';
export type { SocialRegistration } from './use-register-form';
