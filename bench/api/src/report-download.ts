// Run by report-run.ts as its own process: downloads one report (REPORT_BASE_URL, REPORT_PATH, with the
// session cookie REPORT_COOKIE) and prints what it read as JSON on its last line.
import { request } from 'node:http';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { browserHeaders } from './load.ts';

/** What the download read, printed as JSON on the last line. */
export interface DownloadedReport {
  seconds: number;
  bytes: number;
  csvBytes: number;
  lines: number;
  complete: boolean;
}

/**
 * Downloads the report as a browser does (compressed, by whichever encoding the server picks) and reads
 * it to its end: its status, how long it took, its size compressed and not, its lines and whether it
 * came to its proper end (a report cut short by a failure ends without its last chunk).
 */
function downloadReport(baseUrl: string, path: string, cookie: string) {
  const { hostname, port } = new URL(baseUrl);
  const started = performance.now();
  return new Promise<DownloadedReport>((resolve, reject) => {
    const sent = request({ hostname, port, path, headers: { ...browserHeaders, cookie } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`${path} answered ${response.statusCode}`));
        return;
      }
      const encoding = response.headers['content-encoding'];
      const decoder =
        encoding === 'br'
          ? createBrotliDecompress()
          : encoding === 'gzip'
            ? createGunzip()
            : encoding === 'deflate'
              ? createInflate()
              : undefined;
      let bytes = 0;
      let csvBytes = 0;
      let lines = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      const text = decoder ? response.pipe(decoder) : response;
      text.on('data', (chunk: Buffer) => {
        csvBytes += chunk.length;
        for (let index = chunk.indexOf(10); index >= 0; index = chunk.indexOf(10, index + 1)) {
          lines += 1;
        }
      });
      text.on('end', () =>
        resolve({
          seconds: (performance.now() - started) / 1000,
          bytes,
          csvBytes,
          lines,
          complete: response.complete,
        }),
      );
      text.on('error', reject);
    });
    sent.on('error', reject).end();
    // The measuring process starts its users/me load when the request is on its way.
    process.stdout.write('started\n');
  });
}

const { REPORT_BASE_URL = '', REPORT_PATH = '', REPORT_COOKIE = '' } = process.env;
console.log(JSON.stringify(await downloadReport(REPORT_BASE_URL, REPORT_PATH, REPORT_COOKIE)));
