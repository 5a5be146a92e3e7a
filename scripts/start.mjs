// `npm start`: install, build the host and every remote (reusing an up-to-date build), then run the
// server with the embedded database on PORT (default 8080).
// Plain Node ESM, no TypeScript: on a fresh clone this runs before tsx or TypeScript is installed.
import { spawn } from 'node:child_process';
import { buildIfStale, demoAccounts, ensurePnpm, installDependencies, log, root, waitForHttp } from './lib.mjs';
import { reexecUnderNode24 } from './node.mjs';

reexecUnderNode24();

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a TCP port number, got ${process.env.PORT}`);
  process.exit(2);
}

try {
  await ensurePnpm();
  await installDependencies();
  await buildIfStale({ force: process.argv.includes('--rebuild') });
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}

log(`starting the server on port ${port}${process.env.DATABASE_URL ? ' (PostgreSQL from DATABASE_URL)' : ' (embedded PGlite database)'}`);
const env = { ...process.env, PORT: String(port) };
// The development allowance: the demo app's postbacks go to `pnpm demo:publisher` on 127.0.0.1:8090,
// so loopback receivers are allowed here (the server itself allows no private address unless told).
if (env.NODE_ENV !== 'production' && env.OFFERWALL_POSTBACK_ALLOW_PRIVATE === undefined)
  env.OFFERWALL_POSTBACK_ALLOW_PRIVATE = '127.0.0.0/8,::1/128';
const server = spawn('pnpm', ['--filter', '@nurly/server', 'start'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
let serverExited = false;
server.on('exit', (code, signal) => {
  serverExited = true;
  process.exit(code ?? (signal ? 1 : 0));
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!serverExited) server.kill(signal);
  });
}

const up = await waitForHttp(`http://127.0.0.1:${port}/api/health`, { timeoutMs: 180_000, isAlive: () => !serverExited });
if (up) {
  const origin = (host) => `http://${host}:${port}`;
  const lines = [
    '',
    'Nurly is running:',
    `  default site    ${origin('localhost')}`,
    `  reward site     ${origin('reward.localhost')}`,
    `  hub console     ${origin('hub.localhost')}`,
    `  offerwall admin ${origin('admin.localhost')}`,
    `  API docs        ${origin('localhost')}/api/docs`,
    '',
    ...(process.env.DATABASE_URL
      ? []
      : [
          'Demo accounts (embedded database only):',
          ...demoAccounts.map(([user, password, who]) => `  ${user.padEnd(10)} ${password.padEnd(14)} ${who}`),
        ]),
    '',
    'Press Ctrl+C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
} else if (!serverExited) {
  log(`the server did not answer http://127.0.0.1:${port}/api/health yet; it keeps running, see its log above`);
}
