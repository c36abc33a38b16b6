// The fresh Node process of one render (releasePages.ts renderInFreshProcess writes the job):
//   node --import tsx renderJob.ts <job.json>
import { readFileSync } from 'node:fs';
import { describeFailure, runRenderJob, type RenderJob } from './releasePages';
import type { RenderError } from './render';

const job = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as RenderJob;
await runRenderJob(job).catch((caught: unknown) => {
  const error = caught as RenderError;
  console.error(`Refused: ${error.path ? describeFailure(error) : error.message}. Nothing was published.`);
  process.exitCode = 1;
});
