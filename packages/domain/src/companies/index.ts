export { type Actor, maySeeCompany } from './profile.policy';
export { type CompanyProfiles, createCompanyProfiles } from './profile.service';
export { createTeam, invitationDays, type TeamService } from './team.service';
