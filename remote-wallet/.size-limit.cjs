// Budgets of remote-wallet (gzip): see tools/build/size-budgets.cjs.
module.exports = require('../tools/build/size-budgets.cjs').remoteBudgets('remote-wallet', {
  entryKb: 10,
  pageKb: 24,
});
