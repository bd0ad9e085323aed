export { Button, type ButtonSize, type ButtonVariant, buttonClass } from './button';
export { cx } from './cx';
export { Field, Input, Select, Textarea } from './fields';
export { Badge, Card, Container } from './layout';
export { compareCountries, countryName, countryNamesSorted, languageName } from './names/display-names';
export { PhoneInput, type PhoneInputLabels } from './phone/phone-input';
export { evaluatePhone, type PhoneResult, sanitizePhoneText } from './phone/phone-logic';
