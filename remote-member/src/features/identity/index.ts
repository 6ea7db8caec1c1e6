// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { IdentityCard } from './components/identity-card';
export { IdentitySummaryLink } from './components/identity-summary-link';
