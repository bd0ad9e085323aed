export { AcceptInvitationForm } from './accept-invitation-form';
export { EntrySection } from './entry-section';
export { ServicesPicker } from './services-picker';
export { TeamManager } from './team-manager';
export { teamSizeWords } from './team-size-words';
