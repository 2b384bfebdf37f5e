// Runs a command with inherited output (or its output into an open file, `options.output`), in a lane's CPU
// group when `options.cpuGroup` names one (scripts/cpu-groups.mjs), its CPU counted under `options.countAs`;
// resolves to its exit code.
import { spawn } from 'node:child_process';
import { countCpuAs, runInCpuGroup } from './cpu-groups.mjs';

export const run = (command, args, { output, cpuGroup, countAs, ...options } = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: output === undefined ? 'inherit' : ['ignore', output, output],
      ...options,
      env: { ...process.env, ...options.env },
    });
    if (cpuGroup !== undefined) runInCpuGroup(child.pid, cpuGroup);
    if (countAs !== undefined) countCpuAs(child.pid, countAs);
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });

/** Runs a command and stops this script with its exit code when it fails. */
export const runOrExit = async (command, args, options) => {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${code}).`);
    process.exit(code);
  }
};
