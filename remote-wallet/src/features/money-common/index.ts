// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { AmountField } from './amount-field';
export { amountProblemKey } from './amount-problem-key';
export { BonusTurnover } from './bonus-turnover';
export { MoneyAccessGate } from './money-access-gate';
export { MoneyTabs } from './money-tabs';
export { OrderList } from './order-list';
export { OrderStatusText } from './order-status-text';
export { useActionKey } from './use-action-key';
export { useMoneyWallet } from './use-money-wallet';
