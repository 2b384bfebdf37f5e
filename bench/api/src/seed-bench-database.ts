import { benchPackageDir, runScript, serverPackageDir } from './node-process.ts';
import type { Fixture } from './prepare-database.ts';

/**
 * Fills an empty database (the scripts' DATABASE_URL or DATA_DIR in `env`) as the benches measure it: the
 * demo organisations, `people` generated people, then each of `extraScripts` (bench/api scripts adding
 * rows of their own), and last the opportunities, statistics and fixture of prepare-database.ts.
 */
export async function seedBenchDatabase(
  env: Record<string, string>,
  {
    people,
    extraScripts = [],
    log,
  }: { people: number; extraScripts?: string[]; log: (message: string) => void },
): Promise<Fixture> {
  log('seeding the demo organisations');
  await runScript({ file: 'src/cli/seed.ts', cwd: serverPackageDir, args: ['--demo'], env });
  if (people > 0) {
    log(`generating ${people} people`);
    await runScript({
      file: 'src/cli/generate-people.ts',
      cwd: serverPackageDir,
      args: ['--people', String(people)],
      env,
    });
  }
  for (const file of extraScripts) {
    log(`running ${file}`);
    await runScript({ file, cwd: benchPackageDir, env });
  }
  const output = await runScript(
    { file: 'src/prepare-database.ts', cwd: benchPackageDir, env },
    { captureOutput: true },
  );
  return JSON.parse(output.trim().split('\n').at(-1) ?? '') as Fixture;
}
