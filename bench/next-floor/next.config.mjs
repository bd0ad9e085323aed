import { fileURLToPath } from 'node:url';

/** The floor page's build: Next and React as Tendero uses them, nothing of Tendero's own. */
export default {
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
  turbopack: { root: fileURLToPath(new URL('../..', import.meta.url)) },
};
