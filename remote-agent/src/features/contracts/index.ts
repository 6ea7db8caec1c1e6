// What the rest of the remote may use of this feature; its other files are its own (decision 0261).
export { useContracts } from './api/use-contracts';
export { ContractPage } from './components/contract-page';
export { ContractPrompts } from './components/contract-prompts';
