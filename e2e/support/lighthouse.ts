/**
 * Lighthouse and chrome-launcher, re-exported from the e2e package that depends on them, so the
 * Lighthouse benchmark (tools/mf/bench-lighthouse.ts) resolves them the way the bundle benchmark
 * resolves Playwright through ./browser.ts.
 */
export { default as lighthouse, desktopConfig } from 'lighthouse';
export type { Flags as LighthouseFlags, Result as LighthouseResult } from 'lighthouse';
export { launch as launchChrome, type LaunchedChrome } from 'chrome-launcher';

/**
 * Debian's Chromium as chrome-launcher starts it: the flags TOOLING.md prescribes for Playwright,
 * headless. chrome-launcher adds its own (remote debugging port, throwaway profile).
 */
export const lighthouseChromeOptions = {
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
