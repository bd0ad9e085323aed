import 'server-only';

export { ActivityReport } from './activity-report';
export { ProfilesAdded } from './profiles-added';
export { ProfilesFiltersForm } from './profiles-filters';
export { profilesFilterPairs, readProfilesFilters } from './profiles-url';
export { UsersReport } from './users-report';
