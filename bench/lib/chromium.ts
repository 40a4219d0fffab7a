/** The Chromium every browser benchmark drives, and the flags it always gets (headless mode is set by each driver). */
export const CHROME_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
