export * from './access-context';
export * from './access-rules';
export * from './merchant-switches';
