// With REQUIRE_POSTGRES=1 the server suites must also run on PostgreSQL: start the local cluster if it is down.
import { execSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';

const isListening = (port, host = '127.0.0.1') =>
  new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export const ensurePostgres = async () => {
  if (process.env.REQUIRE_POSTGRES !== '1' || (await isListening(5432))) return;
  try {
    for (const version of readdirSync('/etc/postgresql')) {
      console.log(`Starting PostgreSQL ${version}…`);
      execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`, { stdio: 'inherit' });
    }
  } catch (error) {
    console.error(`PostgreSQL is required (REQUIRE_POSTGRES=1) but could not be started: ${error.message}`);
  }
};
