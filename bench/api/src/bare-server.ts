// The baseline: a bare Fastify process answering, at GET /bare/<endpoint>, the JSON body the real server
// gave for that endpoint (re-serialised per request, as the server does), with no database, no session
// and no plugins. Started by main.ts with PORT and BARE_SAMPLES (a JSON file: endpoint → body).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.env.PORT);
const samplesFile = process.env.BARE_SAMPLES;
if (!port || !samplesFile) {
  throw new Error('bare-server needs PORT and BARE_SAMPLES');
}
const samples = JSON.parse(readFileSync(samplesFile, 'utf8')) as Record<string, unknown>;

const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
for (const [endpoint, body] of Object.entries(samples)) {
  app.get(`/bare/${endpoint}`, async () => body);
}
await app.listen({ port, host: '127.0.0.1' });

const stop = () => void app.close();
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
