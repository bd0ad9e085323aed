import 'server-only';

export { ContactDetail } from './contact-detail';
export { ContactsPage } from './contacts-page';
