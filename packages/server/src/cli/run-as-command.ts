/**
 * Runs a command-line tool's `main` when its file is the one Node was started with (not when a test
 * imports it): a failure prints its message alone, without a stack, and the command exits 1.
 */
export async function runAsCommand(moduleUrl: string, main: () => Promise<void>) {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
