export { collectPersonalData, readmeKey } from './build-archive';
export { exportedTables, exportFiles, tablesWithoutPersonalData } from './export-map';
export { downloadDataPath } from './operations/build-export';
export { createPersonalData, type PersonalData } from './personal-data.service';
export { buildExportJob, expireExportJob, type PersonalDataContext } from './personal-data-context';
