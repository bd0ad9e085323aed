export { RequestExportButton } from './request-export-button';
export { WithdrawMarketingButton } from './withdraw-marketing-button';
