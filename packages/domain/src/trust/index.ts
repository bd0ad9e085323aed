export {
  createTrustRefreshHandler,
  ensureTrustRefresh,
  refreshTrustFigures,
  trustRefreshEveryMs,
  trustRefreshJob,
} from './operations/refresh-figures';
export { sortKey as responseSortKey } from './trust.repository';
export {
  buyerRecords,
  companyResponseFigures,
  meetsFastResponderRule,
  personResponseFigures,
} from './trust.service';
export { measureView } from './trust.views';
