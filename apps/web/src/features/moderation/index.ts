export { RemoveContentAction } from './remove-content-action';
export type { RemovalTarget } from './remove-content-dialog';
