/**
 * The switches every headless Chromium of the repository starts with (the e2e suite's and Lighthouse's): no sandbox
 * (containers run as root), no GPU, no /dev/shm, no background traffic, component updates, sync or first-run screens.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
