export * from './amount-rules';
export * from './order-status';
export * from './receipt-check';
export * from './withdraw-rules';
