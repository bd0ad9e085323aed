import 'server-only';

export { ConsentsPage } from './consents-page';
export { DownloadDataPage } from './download-data-page';
