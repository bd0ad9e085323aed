// `npx tsx scripts/cluster/write-deploy-config.ts`: writes deploy/nginx.conf, compose.yaml's nginx
// configuration, from the same renderer as `npm run cluster` (nginx-config.test.ts checks it is current).
import { writeFileSync } from 'node:fs';
import { composeNginxOptions, renderNginxConfig } from './nginx-config';

const file = new URL('../../deploy/nginx.conf', import.meta.url);
writeFileSync(file, renderNginxConfig(composeNginxOptions));
console.info(`Wrote ${file.pathname}`);
