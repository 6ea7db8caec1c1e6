// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { ResponsiblePage } from './components/responsible-page';
export { responsibleOfferHref } from './offer-href';
