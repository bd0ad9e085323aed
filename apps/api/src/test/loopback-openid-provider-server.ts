import { startLoopbackProvider } from './loopback-openid-provider';

/**
 * The loopback OpenID provider as a process, for the browser journeys (playwright.config.ts starts it before
 * the app, whose Google and Microsoft settings point at it): OIDC_PORT, and REDIRECT_URI (Tendero's).
 */
const port = Number(process.env.OIDC_PORT ?? 3160);
const redirectUri = process.env.REDIRECT_URI ?? 'http://localhost:3100/login/provider';
const provider = await startLoopbackProvider({ port, redirectUris: [redirectUri] });
process.stdout.write(`loopback OpenID provider at ${provider.issuer}\n`);
const stop = () => provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
