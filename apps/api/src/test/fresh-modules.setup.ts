import { vi } from 'vitest';

/**
 * Runs before each test file of the server project, whose workers are not isolated (vitest.config.ts): the
 * packages from node_modules (Fastify, Better Auth, Drizzle, PGlite's WebAssembly, sharp…) load once per
 * worker, while our own modules are evaluated afresh for every file, as they were in a process of its own:
 * a fixture's top-level beforeAll registers for each file that imports it, and no module-level cache or
 * counter of ours carries over from the file before.
 */
vi.resetModules();
