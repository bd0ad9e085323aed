// npm run create-admin -- --email admin@firma.pl --password 'Mocne!Haslo9' [--username admin] [--first Jan --last Nowak]
// Creates an ACTIVE administrator on the configured database (DATA_DIR or DATABASE_URL).
import { parseArgs } from 'node:util';
import { passwordSchema, usernameSchema } from '@tendero/contracts';
import { DataDirInUseError, openDatabase } from '@tendero/db';
import { AppError } from '@tendero/domain';
import { translateKey } from '@tendero/i18n';
import { z } from 'zod';
import { createAccountsFor, domainContext } from '../capabilities';
import { loadConfig } from '../config';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    username: { type: 'string' },
    first: { type: 'string', default: 'Tendero' },
    last: { type: 'string', default: 'Admin' },
  },
});

const input = z
  .object({
    email: z.email(),
    password: passwordSchema,
    username: usernameSchema,
    first: z.string().min(1),
    last: z.string().min(1),
  })
  .safeParse({ ...values, username: values.username ?? values.email?.split('@')[0]?.replace(/[^A-Za-z0-9_.]/g, '') });
if (!input.success) {
  console.error('create-admin: --email and a strong --password (upper, lower, digit, special, 8+) are required.');
  for (const issue of input.error.issues)
    console.error(`  ${issue.path.join('.')}: ${translateKey('en', issue.message)}`);
  process.exit(2);
}

const config = loadConfig(process.env);
const database = await openDatabase(config.database).catch((error: unknown) => {
  // The embedded database serves one process: a running `npm start` holds it.
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(
    `create-admin: ${error.message}\nThe embedded database serves one process at a time: stop Tendero (Ctrl-C), ` +
      'run create-admin, then start it again.',
  );
  process.exit(1);
});
await database.migrate();
const accounts = createAccountsFor(domainContext(config, database), config);
try {
  const admin = await accounts.createAccount({
    email: input.data.email,
    password: input.data.password,
    username: input.data.username,
    firstName: input.data.first,
    lastName: input.data.last,
    phone: null,
    role: 'ADMIN',
    status: 'ACTIVE',
    locale: 'en',
  });
  console.info(`Administrator ${admin.username} <${admin.email}> created.`);
} catch (error) {
  const key = error instanceof AppError ? error.messageKey : undefined;
  console.error(
    `create-admin failed: ${key ? translateKey('en', key) : error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
