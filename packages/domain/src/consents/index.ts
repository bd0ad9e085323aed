export { acceptancesOfUser } from './consents.repository';
export { type Consents, createConsents } from './consents.service';
export { acceptCurrentConsents } from './operations/accept-current';
