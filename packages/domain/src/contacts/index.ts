export { type Contacts, createContacts } from './contacts.service';
export {
  type ContactWork,
  clientsSharingDetailsWith,
  handOverContacts,
  recordContactWork,
  sharesDetailsWith,
} from './contacts.work';
