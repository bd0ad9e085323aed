export { createTeam, invitationDays, type TeamService } from './team.service';
