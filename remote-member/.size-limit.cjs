// Budgets of remote-member (gzip): see tools/build/size-budgets.cjs.
module.exports = require('../tools/build/size-budgets.cjs').remoteBudgets('remote-member', {
  // 13: the chunk hashes of webpack-subresource-integrity add ~2 KB gzip (decision 0181).
  entryKb: 13,
  pageKb: 24,
});
