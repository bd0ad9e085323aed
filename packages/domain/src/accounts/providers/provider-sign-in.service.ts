import { bindOperation as bind } from '../../shared/bind-operation';
import type { AccountsContext } from '../accounts-context';
import { finishProviderSignIn } from '../operations/finish-provider-sign-in';
import { linkedProviders, unlinkProvider } from '../operations/linked-providers';
import { confirmProviderLink, sendProviderLinkCode } from '../operations/provider-link';
import { providerSignUp } from '../operations/provider-sign-up';
import { startProviderSignIn } from '../operations/start-provider-sign-in';
import { readyProviders } from './openid-protocol';
import { pendingOf, pendingView } from './pending-identity';

/** Sign-in with Google and Microsoft: the face `accounts.providers` binds to the accounts context. */
export function createProviderSignIn(ctx: AccountsContext) {
  return {
    list: bind(ctx, readyProviders),
    start: bind(ctx, startProviderSignIn),
    finish: bind(ctx, finishProviderSignIn),
    pending: async (pendingKey: string | undefined) => pendingView(await pendingOf(ctx, pendingKey)),
    signUp: bind(ctx, providerSignUp),
    sendLinkCode: bind(ctx, sendProviderLinkCode),
    confirmLink: bind(ctx, confirmProviderLink),
    linked: bind(ctx, linkedProviders),
    unlink: bind(ctx, unlinkProvider),
  };
}
export type ProviderSignIn = ReturnType<typeof createProviderSignIn>;
