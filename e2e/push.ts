import { expect, type Page, request } from '@playwright/test';
import { journeyPorts } from './server-env';

/** What the push service stand-in received for one subscription, decrypted (apps/api/src/test/push-stand-in.ts). */
export type ReceivedPush = { subscriptionId: string; payload: { title?: string; body?: string; url?: string } };

const standInUrl = () => `https://127.0.0.1:${journeyPorts.pushStandIn}`;

/**
 * A browser subscription on the push stand-in (its keys made there, as a browser's would be), registered as
 * this person's device through the API: what "Turn on notifications" does once the browser has subscribed.
 * Answers the stand-in's subscription id and the device's id.
 */
export async function subscribeThroughApi(page: Page): Promise<{ subscriptionId: string; deviceId: string }> {
  const standIn = await request.newContext({ ignoreHTTPSErrors: true });
  const subscription = await (await standIn.post(`${standInUrl()}/subscriptions`)).json();
  await standIn.dispose();
  const response = await page.request.post('/api/me/push-subscriptions', {
    data: { endpoint: subscription.endpoint, keys: subscription.keys },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { subscriptionId: subscription.id as string, deviceId: (await response.json()).id as string };
}

/** The pushes the stand-in decrypted for one subscription so far. */
export async function pushesReceived(subscriptionId: string): Promise<ReceivedPush[]> {
  const standIn = await request.newContext({ ignoreHTTPSErrors: true });
  const received = (await (await standIn.get(`${standInUrl()}/received`)).json()) as ReceivedPush[];
  await standIn.dispose();
  return received.filter((push) => push.subscriptionId === subscriptionId);
}
