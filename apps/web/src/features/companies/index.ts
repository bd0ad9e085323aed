export { AcceptInvitationForm } from './accept-invitation-form';
export { EntrySection } from './entry-section';
export { ServicesFormField } from './services-form-field';
export { TeamManager } from './team-manager';
export { teamSizeWords } from './team-size-words';
