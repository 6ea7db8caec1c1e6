// Budgets of remote-member (gzip): see tools/build/size-budgets.cjs.
module.exports = require('../tools/build/size-budgets.cjs').remoteBudgets('remote-member', {
  entryKb: 10,
  pageKb: 24,
});
