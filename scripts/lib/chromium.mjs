// Debian's Chromium, the one browser every test, benchmark and screenshot drives (never a
// downloaded one), with the flags it needs on these machines: no sandbox as root, no GPU,
// and nothing that reaches for the network on its own.
export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
