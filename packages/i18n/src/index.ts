export { formatDate, formatDateTime, formatDateTimeMinutes, formatMoment } from './dates';
export { type AppLocale, getMessages, type Messages, messagesByLocale } from './messages';
export { nameBeforeFullStop } from './names';
export { formatMoney, formatMoneyRange, formatRating } from './numbers';
export { type TimeZoneOption, timeZoneLabel, timeZoneOptions } from './time-zones';
export { hasMessage, translate } from './translate';
