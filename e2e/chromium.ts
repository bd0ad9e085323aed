import { existsSync } from 'node:fs';

/** Debian's Chromium as root on this machine: the flags ARCHITECTURE.md lists. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/**
 * The features Playwright 1.65 disables (its chromiumSwitches.ts). Chromium reads only the last
 * `--disable-features` switch, so ours must repeat Playwright's; `chromium.test.ts` fails when the installed
 * Playwright's list differs from this one.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 in headless mode opens a window per browser context and preloads two address-bar popups in
 * it (chrome://omnibox-popup.top-chrome/ and its AI-mode page), each a renderer of its own that no journey
 * ever shows. Without them a context costs about a quarter less CPU (6 Dec 2026: four contexts of six
 * pages each, 36-40 CPU-s with the popups, 27-31 without; docs/benchmarks.md#test-phases).
 */
export const unusedBrowserFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** How Playwright launches Debian's full Chromium: the screenshots and Lighthouse (bench:pages). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...chromiumArgs, `--disable-features=${[...playwrightDisabledFeatures, ...unusedBrowserFeatures].join(',')}`],
};

/** Debian's `chromium-headless-shell`: the same Blink and V8 as its `chromium`, without the browser's UI. */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

/**
 * The journeys' browser: Debian's headless shell when it is installed (`.ci/run` installs it), else its
 * full Chromium; `CHROMIUM_PATH` names another. The shell is what Playwright itself runs headless: full
 * Chromium's "new headless" mode is the whole browser with its windows, tabs and UI processes, and cost
 * the journeys about a quarter more CPU (6 Dec 2026, quiet 2-core machine: all 213 journeys 776 CPU-s with
 * the shell, renderers 375 and its browser process 72, against 1,062 with full Chromium; the same 18
 * journeys 99 against 118 CPU-s, 60 renderer processes instead of 107; docs/benchmarks.md#test-phases).
 */
export const journeyLaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : '/usr/bin/chromium'),
  // V8 in the journeys' pages compiles no further than its baseline compiler (Sparkplug): a journey's page
  // lives seconds, and Maglev and TurboFan spent more CPU optimising its code than the optimised code saved
  // (7 Dec 2026, quiet 2-core machine, the 26 journeys of public-pages and marketplace-search, five runs each
  // way, alternating: median 132 CPU-s by default, 117.5 with `--max-opt=1`; the renderers 62 → 53). What a
  // page does is the same; only how fast its longest scripts run changes. Screenshots and Lighthouse keep
  // V8's defaults: they show and measure what visitors get. The GPU process (with --disable-gpu, only
  // compositing in software) runs as a thread of the browser process: one process less per browser, and
  // the frames it composites no longer cross between processes (the same 26 journeys, three runs each way,
  // alternating: browser and GPU processes 17.1-20.5 CPU-s apart, 15.7-17.1 in one; in all 107-124 against
  // 104-113).
  args: [...chromiumLaunchOptions.args, '--js-flags=--max-opt=1', '--in-process-gpu'],
};
