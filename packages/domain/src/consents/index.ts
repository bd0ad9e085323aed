export { acceptancesOfUser } from './consents.repository';
export { type Consents, createConsents } from './consents.service';
export { acceptedVersionOut } from './consents.views';
export { acceptCurrentConsents } from './operations/accept-current';
