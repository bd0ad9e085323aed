import type { SeedStep } from '@tendero/db';
import type { Accounts } from '@tendero/domain/accounts';

/** The password of every demo account (README). */
export const demoPassword = 'Tendero!2026';

/**
 * The demo data steps, in order. Each capability appends its own when it lands (marketplace: companies,
 * offers and reviews; …). The seed records its version, so a second start on the same DATA_DIR keeps
 * all data as it is; each step skips what already exists.
 */
export function demoSeedSteps(accounts: Accounts): SeedStep[] {
  return [
    {
      name: 'accounts: one ACTIVE account per role',
      run: async () => {
        const base = { password: demoPassword, status: 'ACTIVE' as const };
        if (!(await accounts.exists('client'))) {
          await accounts.createAccount({
            ...base,
            email: 'client@tendero.test',
            username: 'client',
            firstName: 'Katarzyna',
            lastName: 'Lewandowska',
            phone: '+48501234567',
            role: 'CLIENT',
            locale: 'pl',
          });
        }
        let companyId: string | undefined;
        if (!(await accounts.exists('manager'))) {
          const manager = await accounts.createAccount({
            ...base,
            email: 'manager@tendero.test',
            username: 'manager',
            firstName: 'Tomasz',
            lastName: 'Zieliński',
            phone: '+48601234567',
            role: 'MANAGER',
            locale: 'pl',
            companyName: 'Nordwind Software sp. z o.o.',
          });
          companyId = manager.companyId ?? undefined;
        }
        if (!(await accounts.exists('rep'))) {
          await accounts.createAccount({
            ...base,
            email: 'rep@tendero.test',
            username: 'rep',
            firstName: 'Julia',
            lastName: 'Mazur',
            phone: '+48701234567',
            role: 'SALES_REP',
            locale: 'en',
            companyId,
          });
        }
        if (!(await accounts.exists('admin'))) {
          await accounts.createAccount({
            ...base,
            email: 'admin@tendero.test',
            username: 'admin',
            firstName: 'Adam',
            lastName: 'Nowak',
            phone: null,
            role: 'ADMIN',
            locale: 'en',
          });
        }
      },
    },
  ];
}
