// What the rest of the remote may use of this feature; its other files are its own (decision 0261).

export { LinkedProviders } from './components/linked-providers';
export { SocialButtons } from './components/social-buttons';
export { SocialCallbackPage } from './components/social-callback-page';
