// Budgets of remote-agent (gzip): see tools/build/size-budgets.cjs.
module.exports = require('../tools/build/size-budgets.cjs').remoteBudgets('remote-agent', {
  entryKb: 10,
  pageKb: 24,
});
