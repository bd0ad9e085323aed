export {
  createMatchCompanyHandler,
  findCompanyMatches,
  followCompanyVerification,
  matchCompany,
  matchCompanyJob,
} from './operations/match-company';
export {
  createSavedSearchDigestHandler,
  digestEveryMs,
  ensureSavedSearchDigest,
  savedSearchDigestJob,
  sendSavedSearchDigests,
} from './operations/send-digests';
export { matchColumnsOf } from './saved-search-filters';
export { savedSearchSignature, savedSearchUnsubscribeLink } from './saved-search-link';
export { createSavedSearches, type SavedSearches } from './saved-searches.service';
export type { SavedSearchesContext } from './saved-searches-context';
