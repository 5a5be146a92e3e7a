/**
 * Debian's Chromium, never a downloaded browser (downloads fail on these machines).
 * Shared by playwright.config.ts and the bundle benchmark (tools/mf/bench-bundles.ts).
 */
import { chromium, type LaunchOptions } from '@playwright/test';

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export { chromium };
export type { Browser, BrowserContext, Page, Response } from '@playwright/test';
