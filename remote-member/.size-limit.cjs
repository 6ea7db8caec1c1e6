// Budgets of remote-member (gzip): see tools/build/size-budgets.cjs.
module.exports = require('../tools/build/size-budgets.cjs').remoteBudgets('remote-member', {
  // The chunk hashes of webpack-subresource-integrity add ~2 KB gzip (decision 0181), about 50 B per
  // chunk: 13.5 since the identity upload, authenticator card and passkey offer became lazy chunks of
  // their own (47 chunks; the alternative, folding them into their pages, costs every visit of a page).
  entryKb: 13.5,
  pageKb: 24,
});
