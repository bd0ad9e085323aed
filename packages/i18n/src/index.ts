export { formatDate, formatDateTime, formatDateTimeMinutes } from './dates';
export { type AppLocale, getMessages, type Messages, messagesByLocale } from './messages';
export { hasMessage, translate, translatePlural } from './translate';
