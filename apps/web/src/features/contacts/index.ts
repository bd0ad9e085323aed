export { contactPath } from './contacts-url';
export { TagChips } from './tag-chips';
