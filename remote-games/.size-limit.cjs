// Budgets of remote-games (gzip): see tools/build/size-budgets.cjs.
module.exports = require('../tools/build/size-budgets.cjs').remoteBudgets('remote-games', {
  entryKb: 10,
  pageKb: 24,
});
