export { CompanyLogo } from './company-logo';
export { languageNames } from './language-names';
export { PersonAvatar } from './person-avatar';
export { ProfileSection } from './profile-section';
export { TitleBadge } from './title-badge';
