export { type Admin, createAdmin } from './admin.service';
