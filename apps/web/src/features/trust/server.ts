import 'server-only';

export { BuyerRecordLine, BuyerRecordPanel } from './buyer-record';
export { ResponseFiguresPanel } from './response-figures-panel';
export { ResponseLine } from './response-line';
export { TrustExplanation, TrustExplanationPopover } from './trust-explanation';
