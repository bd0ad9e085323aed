export { Button, type ButtonSize, type ButtonVariant, buttonClass } from './button';
export { cx } from './cx';
export { Field, Input, Select, Textarea } from './fields';
export { Badge, Card, Container } from './layout';
