export { useSiteDocuments } from './api/use-site-documents';
export { LazySiteDocument } from './components/lazy-site-document';
export { TermsPage } from './components/terms-page';
