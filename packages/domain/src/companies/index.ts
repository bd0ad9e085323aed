export { type Actor, maySeeCompany } from './profile.policy';
export {
  findCompany,
  findManagerOf,
  findPerson,
  listEntries,
  setCompanyPremium,
  setCompanyTitle,
} from './profile.repository';
export { type CompanyChanged, type CompanyProfiles, createCompanyProfiles } from './profile.service';
export { createTeam, invitationDays, type TeamService } from './team.service';
