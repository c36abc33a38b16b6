// The fresh Node process of one render (releasePages.ts renderInFreshProcess writes the job):
//   node --import tsx renderJob.ts <job.json>
// Its last line of errors is what the promote, rollback or build reports.
import { readFileSync } from 'node:fs';
import { runRenderJob, type RenderJob } from './releasePages';

const job = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as RenderJob;
await runRenderJob(job).catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
