export { type Actor, maySeeCompany } from './profile.policy';
export { findPerson, listEntries } from './profile.repository';
export { type CompanyChanged, type CompanyProfiles, createCompanyProfiles } from './profile.service';
export { createTeam, invitationDays, type TeamService } from './team.service';
